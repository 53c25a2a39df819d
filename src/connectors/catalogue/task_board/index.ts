import type { ConnectorInput } from '../../define.js';

/** The task_board connectors: one import line and one entry per connector in this category. */
export const taskBoardConnectors: readonly ConnectorInput[] = [];
