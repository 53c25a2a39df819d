import { z } from 'zod';
import { BOT_TOOL_NAMES, BOT_TOOLS, type BotToolName } from './tools.js';

/**
 * The toolset in the shapes model vendors take, as pure functions of the tool definitions: the common
 * JSON-schema form (name, description, input_schema), OpenAI's function tools and Anthropic's tools.
 */

export type JsonSchema = Record<string, unknown>;

/** A tool's arguments as JSON Schema: what a caller may send (input side), never extra fields. */
export function argumentsSchema(name: BotToolName): JsonSchema {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(BOT_TOOLS[name].args, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return { ...schema, type: 'object', properties: schema.properties ?? {}, additionalProperties: false };
}

export interface ToolDefinitionJson {
  name: BotToolName;
  description: string;
  input_schema: JsonSchema;
}

/** The common form: name, description, input_schema. */
export function toolDefinitions(): ToolDefinitionJson[] {
  return BOT_TOOL_NAMES.map((name) => ({ name, description: BOT_TOOLS[name].description, input_schema: argumentsSchema(name) }));
}

/** OpenAI (Chat Completions and Assistants) function tools. */
export function openAiTools(): { type: 'function'; function: { name: BotToolName; description: string; parameters: JsonSchema } }[] {
  return toolDefinitions().map((t) => ({ type: 'function', function: { name: t.name, description: t.description, parameters: t.input_schema } }));
}

/** Anthropic Messages API tools. */
export function anthropicTools(): { name: BotToolName; description: string; input_schema: JsonSchema }[] {
  return toolDefinitions().map((t) => ({ name: t.name, description: t.description, input_schema: t.input_schema }));
}

export const TOOL_FORMATS = ['openai', 'anthropic'] as const;
export type ToolFormat = (typeof TOOL_FORMATS)[number];

export function toolsIn(format: ToolFormat | undefined): unknown[] {
  if (format === 'openai') return openAiTools();
  if (format === 'anthropic') return anthropicTools();
  return toolDefinitions();
}
