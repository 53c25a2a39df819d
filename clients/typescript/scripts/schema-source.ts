import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

const HEADER = `// Generated from the service's OpenAPI document by openapi-typescript (npm run openapi in the repository).
// Do not edit: a test regenerates it and fails when it differs from what the routes describe.
`;

/** The TypeScript types of an OpenAPI document (paths, operations, components), as the client's src/schema.ts holds them. */
export async function schemaSource(document: unknown): Promise<string> {
  const ast = await openapiTS(document as OpenAPI3, { silent: true, rootTypes: true, rootTypesNoSchemaPrefix: true });
  return `${HEADER}${astToString(ast)}`;
}
