import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfigOrExit } from '../config/env.js';
import { buildDashboardAuth } from './wiring/dashboard-auth.js';
import { createLogger } from './logger.js';
import { migrateUp } from './db/orm.js';
import { openServices } from './services.js';
import { checkPostgres } from './services-check.js';

const USAGE = `usage:
  npm run cli -- tenant:create --name <name> --owner-email <email> [--business-name <name>] [--sms]
  npm run cli -- tenant:regenerate-key --tenant-id <id>
  npm run cli -- dashboard:sign-in-link --tenant-id <id>`;

const createArgs = z.object({
  name: z.string().trim().min(1, 'give --name'),
  'owner-email': z.email('give --owner-email as an email address'),
  'business-name': z.string().trim().min(1).optional(),
  sms: z.boolean().optional(),
});

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({
    args: rest,
    options: {
      name: { type: 'string' },
      'owner-email': { type: 'string' },
      'business-name': { type: 'string' },
      sms: { type: 'boolean' },
      'tenant-id': { type: 'string' },
    },
    strict: true,
  });
  const config = loadConfigOrExit();
  const problem = await checkPostgres(config.DATABASE_URL, { create: true });
  if (problem) throw new Error(problem);
  const services = await openServices(config, { name: 'cli', logger: createLogger({ level: 'warn', name: 'cli' }) });
  try {
    await migrateUp(services.orm);
    if (command === 'tenant:create') {
      const args = createArgs.safeParse(values);
      if (!args.success) throw new Error(args.error.issues[0]!.message);
      const { tenant, apiKey } = await services.tenants.create({
        name: args.data.name,
        ownerEmail: args.data['owner-email'],
        businessName: args.data['business-name'],
        smsEnabled: args.data.sms,
      });
      process.stdout.write(`${JSON.stringify({ tenant_id: tenant.id, api_key: apiKey })}\n`);
    } else if (command === 'tenant:regenerate-key') {
      const id = z.coerce.number().int().positive().safeParse(values['tenant-id']);
      if (!id.success) throw new Error('give --tenant-id as a number');
      const key = await services.tenants.regenerateKey(id.data);
      if (!key) throw new Error(`no tenant ${id.data}`);
      process.stdout.write(`${JSON.stringify({ tenant_id: id.data, api_key: key })}\n`);
    } else if (command === 'dashboard:sign-in-link') {
      const id = z.coerce.number().int().positive().safeParse(values['tenant-id']);
      if (!id.success) throw new Error('give --tenant-id as a number');
      if (!(await services.tenants.get(id.data))) throw new Error(`no tenant ${id.data}`);
      const link = await buildDashboardAuth(services).signIn.linkFor(id.data);
      process.stdout.write(`${JSON.stringify({ tenant_id: id.data, sign_in_link: link })}\n`);
    } else {
      throw new Error(`unknown command ${command ?? '(none)'}`);
    }
  } finally {
    await services.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${(err as Error).message}\n${USAGE}\n`);
  process.exit(1);
});
