/**
 * The API explorer's "Sample data" server as the explorer meets it, under `@theme/SampleServer`:
 * the sample-server feature gives it; without it, no operation has it and the explorer sends
 * every request to the server chosen. This file is the contract both keep.
 */
import React, {type ReactNode} from 'react';

/** The explorer's operation (its `item`, refs resolved), as far as the sample server reads it. */
export type ExplorerOperation = {
  method?: string;
  path?: string;
  deprecated?: boolean;
  requestBody?: {content?: Record<string, {schema?: unknown; example?: unknown}>};
  responses?: Record<string, {content?: Record<string, {schema?: unknown; example?: unknown}>} | undefined>;
};

/** How the explorer shows what the sample server answers. */
export type SampleReply = {
  /** A message in place of an answer. */
  message: (text: string) => void;
  /** An answer: its status, JSON body and media type. */
  answer: (status: number, body: unknown, mediaType: string) => void;
  /** No answer: the response panel's own note says why. */
  clear: () => void;
};

/** Whether the reader chose the sample server for this operation: then nothing is sent. */
export function isSampleChosen(_operation: ExplorerOperation): boolean {
  return false;
}

/** Answers a request in the page: its body, or the problem the explorer found with it. */
export async function answerSample(
  _operation: ExplorerOperation,
  _request: {body: string} | {problem: string},
  _reply: SampleReply,
): Promise<void> {}

/** Around the explorer's request form: the operation, for the sample server's picker. */
export function SampleOperation({children}: {operation: ExplorerOperation; children: ReactNode}): ReactNode {
  return children;
}

/**
 * The response panel: with the sample server chosen and an answer of its, what that answer is
 * above it and its map under it; otherwise `otherwise` (the explorer's message) above it.
 */
export function SampleResponse({
  otherwise,
  children,
}: {
  operation: ExplorerOperation;
  otherwise: ReactNode;
  children: ReactNode;
}): ReactNode {
  return (
    <>
      {otherwise}
      {children}
    </>
  );
}
