import { expect, type Page, type Request, type Response } from '@playwright/test';

/** A GraphQL answer that failed, in words a failing test prints: "AccountPage 200 UNAUTHENTICATED (ref 9f3a…)". */
type FailedAnswer = string;

function operationOf(request: Request): string {
  const named = new URL(request.url()).searchParams.get('operationName');
  if (named) return named;
  const body: unknown = request.postDataJSON();
  const posted = body && typeof body === 'object' && 'operationName' in body ? body.operationName : null;
  return typeof posted === 'string' ? posted : '(unnamed)';
}

/**
 * Every answer the page gets from /graphql from here on. A failure can hide in a 200 (a GraphQL error), so the
 * bodies are read, but only when the test asks: after the operations it waits for have been answered, and before
 * the page navigates away, so no read is left running when the test ends.
 */
export function recordGraphQLAnswers(page: Page) {
  const responses: Response[] = [];
  const onResponse = (response: Response) => {
    if (new URL(response.url()).pathname === '/graphql') responses.push(response);
  };
  page.on('response', onResponse);
  return {
    /** Waits until each named operation has been answered, stops recording, and lists the answers that failed. */
    async failuresOnceAnswered(operations: readonly string[]): Promise<FailedAnswer[]> {
      await expect
        .poll(() => operations.filter((o) => !responses.some((r) => operationOf(r.request()) === o)))
        .toEqual([]);
      page.off('response', onResponse);
      const failed = await Promise.all(
        responses.map(async (response) => {
          const body = (await response.json()) as { errors?: { extensions?: { code?: string; requestId?: string } }[] };
          if (response.status() === 200 && !body.errors?.length) return null;
          const errors = (body.errors ?? []).map((e) => `${e.extensions?.code} (ref ${e.extensions?.requestId})`);
          return `${operationOf(response.request())} ${response.status()} ${errors.join(', ')}`;
        }),
      );
      return failed.filter((f) => f !== null);
    },
  };
}

/** What the web app asks first for a person just signed in: the shell's teams and the account page. */
export const FIRST_OPERATIONS = ['ShellMemberships', 'AccountPage'] as const;
