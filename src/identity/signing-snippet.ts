/**
 * The server-side signing code a tenant copies (issue 28): Node with `jose`, HS256, header kid = the
 * key id, aud "tenant:<id>", iat, exp 5 minutes on, a fresh jti, and the customer's sub/email/name.
 * The secret is used as its UTF-8 text, exactly as IdentitySecrets.verifyingKey reads it. One text for
 * the dashboard's Identity page, README and docs/identity.md; examples/sign-identity.ts runs the same
 * function (test/unit/signing-snippet.test.ts holds them together).
 */
export const IDENTITY_TOKEN_FUNCTION = `export async function identityToken(
  key: { tenantId: number; keyId: string; secret: string },
  user: { id?: string; email?: string; name?: string },
): Promise<string> {
  return new SignJWT({ sub: user.id, email: user.email, name: user.name })
    .setProtectedHeader({ alg: 'HS256', kid: key.keyId })
    .setAudience(\`tenant:\${key.tenantId}\`)
    .setIssuedAt()
    .setExpirationTime('5m')
    .setJti(randomUUID())
    .sign(new TextEncoder().encode(key.secret));
}`;

export const IDENTITY_TOKEN_IMPORTS = `import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';`;

/** The whole snippet for one tenant and key (its secret read from IDENTITY_SECRET on the tenant's server). */
export function identitySigningSnippet(tenantId: number, keyId: string, serviceUrl: string): string {
  return [
    '// On your server only (npm install jose). Never put the secret in a web page or an app.',
    IDENTITY_TOKEN_IMPORTS,
    '',
    IDENTITY_TOKEN_FUNCTION,
    '',
    '// When a signed-in customer opens the chat, your bot platform\u2019s server identifies the conversation:',
    `const key = { tenantId: ${tenantId}, keyId: '${keyId}', secret: process.env.IDENTITY_SECRET ?? '' };`,
    'const token = await identityToken(key, { id: user.id, email: user.email, name: user.name });',
    `await fetch(\`${serviceUrl}/api/chatbot-api/conversations/\${conversationId}/identify\`, {`,
    "  method: 'POST',",
    "  headers: { 'X-API-Key': process.env.CVS_API_KEY ?? '', 'Content-Type': 'application/json' },",
    '  body: JSON.stringify({ identity_token: token }),',
    '});',
  ].join('\n');
}
