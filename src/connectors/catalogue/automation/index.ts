import type { ConnectorInput } from '../../define.js';
import { workflowHook } from './workflow-hook.js';
import { restApi } from './rest-api.js';

/** The automation connectors: one import line and one entry per connector in this category. */
export const automationConnectors: readonly ConnectorInput[] = [workflowHook, restApi];
