// The `openid` package (OpenID 2.0 relying party) ships no types; this covers the part we use.
declare module 'openid' {
  export interface AssertionResult {
    authenticated: boolean;
    claimedIdentifier?: string;
  }
  export type AssertionCallback = (error: { message?: string } | string | null, result?: AssertionResult | null) => void;

  export class RelyingParty {
    constructor(returnUrl: string, realm: string | null, stateless: boolean, strict: boolean, extensions: unknown[]);
    verifyAssertion(requestOrUrl: string, callback: AssertionCallback): void;
  }

  const openid: { RelyingParty: typeof RelyingParty };
  export default openid;
}
