// `npm run lint` (cycles): no import cycle between files, nor between the folders of any one folder.
// For every folder, its children (sub-folders and files) are the nodes, and an import from a file in one
// child to a file in another is an edge; a strongly connected group of two or more children is a cycle.
import madge from 'madge';
import { dirname } from 'node:path';

const ROOTS = ['src', 'queues', 'workers', 'config', 'scripts'];

const graph = (
  await madge(ROOTS, {
    fileExtensions: ['ts', 'tsx'],
    tsConfig: 'tsconfig.json',
    excludeRegExp: [/\.d\.ts$/],
  })
).obj();

/** Strongly connected components of more than one node (Tarjan). */
function cycles(nodes: Set<string>, edges: Map<string, Set<string>>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string): void => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) out.push(group.sort());
    }
  };
  for (const v of nodes) if (!idx.has(v)) visit(v);
  return out;
}

/** The child of `folder` that holds `file` (a file directly in it, or its sub-folder), or null when outside. */
function childOf(folder: string, file: string): string | null {
  const prefix = folder === '.' ? '' : `${folder}/`;
  if (!file.startsWith(prefix)) return null;
  const rest = file.slice(prefix.length).split('/');
  return prefix + rest[0];
}

const folders = new Set<string>(['.']);
for (const file of Object.keys(graph)) for (let d = dirname(file); d !== '.'; d = dirname(d)) folders.add(d);

const problems: string[] = [];
for (const folder of [...folders].sort()) {
  const nodes = new Set<string>();
  const edges = new Map<string, Set<string>>();
  const why = new Map<string, string>();
  for (const [from, targets] of Object.entries(graph)) {
    const a = childOf(folder, from);
    if (!a) continue;
    nodes.add(a);
    for (const to of targets) {
      const b = childOf(folder, to);
      if (!b || b === a) continue;
      nodes.add(b);
      if (!edges.has(a)) edges.set(a, new Set());
      edges.get(a)!.add(b);
      if (!why.has(`${a}>${b}`)) why.set(`${a}>${b}`, `${from} -> ${to}`);
    }
  }
  for (const group of cycles(nodes, edges)) {
    const ties = group.flatMap((a) => group.filter((b) => edges.get(a)?.has(b)).map((b) => `    ${why.get(`${a}>${b}`)}`));
    problems.push(`cycle in ${folder === '.' ? 'the repository' : folder}/: ${group.join(', ')}\n${ties.join('\n')}`);
  }
}
if (problems.length > 0) {
  process.stderr.write(`${problems.join('\n')}\n${problems.length} import cycle(s): an arrow must never point back.\n`);
  process.exit(1);
}
process.stdout.write(`no import cycles (${Object.keys(graph).length} files)\n`);
