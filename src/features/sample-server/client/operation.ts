/**
 * Which operations the "Sample data" server answers, written once for the build's validators and
 * the explorer's server picker. An operation qualifies when the spec documents what the sample
 * server returns: a JSON request body with its schema, JSON examples of its 200 and 400 answers;
 * Preview and deprecated ones never do (their shapes are provisional). Pure, no Node or browser API.
 */
import type {ExplorerOperation} from '@theme/SampleServer';
import {isPreview} from '../../../core/openapi/status';

/** The picker's label for the sample server, wherever it is named. */
export const SAMPLE_SERVER_LABEL = 'Sample data (in your browser, no key)';

export const JSON_MEDIA_TYPE = 'application/json';

/** An OpenAPI operation as far as the sample server reads it (the spec's, or the explorer's `item`, refs resolved). */
export type SampleOperation = ExplorerOperation;

/** `POST /observations/v5/corridor`: how the generated validators and the explorer name an operation. */
export const operationKey = ({method = '', path = ''}: SampleOperation) => `${method.toUpperCase()} ${path}`;

/** The JSON example of one of the operation's documented answers, if the spec gives one. */
export const responseExample = (operation: SampleOperation, status: '200' | '400'): unknown =>
  operation.responses?.[status]?.content?.[JSON_MEDIA_TYPE]?.example;

/** The request body's JSON schema, if the operation takes a JSON body. */
export const requestSchema = (operation: SampleOperation): unknown =>
  operation.requestBody?.content?.[JSON_MEDIA_TYPE]?.schema;

/** Whether the sample server answers an operation, or the one-line reason it does not. */
export function sampleSupport(operation: SampleOperation): {supported: true} | {supported: false; reason: string} {
  const no = (why: string) => ({supported: false as const, reason: `No sample data for this operation: ${why}.`});
  if (isPreview(operation)) return no('it is a Preview, and its request and response shapes are provisional');
  if (operation.deprecated) return no('it is deprecated');
  if (requestSchema(operation) === undefined) return no('the sample server answers operations with a JSON body only');
  if (responseExample(operation, '200') === undefined) return no('the API reference has no example of its answer');
  if (responseExample(operation, '400') === undefined)
    return no('the API reference has no example of its answer to an invalid request');
  // Its answers are made for a corridor (hexagons inside it, the corridor rules): no other body.
  const properties = (requestSchema(operation) as {properties?: Record<string, unknown>}).properties ?? {};
  if (!('corridor' in properties)) return no('the sample server answers corridor requests only');
  return {supported: true};
}
