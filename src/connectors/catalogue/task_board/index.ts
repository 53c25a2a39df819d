import type { ConnectorInput } from '../../define.js';
import { trello } from './trello.js';
import { asana } from './asana.js';
import { monday } from './monday.js';
import { clickup } from './clickup.js';
import { jira } from './jira.js';
import { notion } from './notion.js';

/** The task_board connectors: one import line and one entry per connector in this category. */
export const taskBoardConnectors: readonly ConnectorInput[] = [trello, asana, monday, clickup, jira, notion];
