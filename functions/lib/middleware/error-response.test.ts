import { createError } from '@middy/util';
import { apiHandler } from '../api-handler.ts';
import { IdempotencyKeyReusedError, InvalidCursorError } from '../../data/domain-error.ts';
import { ApiError } from '../errors.ts';
import { apiEvent, lambdaContext } from '../../test/events.ts';

type Answer = { statusCode: number; body: string };

/** A public route of the table whose step throws the given error. */
const answerTo = (error: unknown) =>
  apiHandler({}, async () => {
    throw error;
  })(apiEvent({ method: 'GET', path: '/api/geo' }), lambdaContext()) as Promise<Answer>;

beforeAll(() => {
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
});

describe('the handler stack answers an error thrown on purpose with its own status', () => {
  it('keeps a 503 "try again" thrown by a route as 503 with its message', async () => {
    // Act
    const answer = await answerTo(new ApiError(503, 'We could not send your report just now. Please try again.'));

    // Assess
    expect(answer.statusCode).toBe(503);
    expect(JSON.parse(answer.body)).toEqual({ message: 'We could not send your report just now. Please try again.' });
  });

  it("keeps a Middy HTTP error's 5xx status, with its message only when it is meant to be shown", async () => {
    // Act
    const shown = await answerTo(createError(503, 'The service is busy. Please try again.', { expose: true }));
    const hidden = await answerTo(createError(502, 'upstream 10.0.0.7 refused'));

    // Assess
    expect([shown.statusCode, hidden.statusCode]).toEqual([503, 502]);
    expect(JSON.parse(shown.body)).toEqual({ message: 'The service is busy. Please try again.' });
    expect(JSON.parse(hidden.body)).toEqual({ message: 'Something went wrong. Please try again.' });
  });

  it('answers an unexpected error (an AWS SDK error, a bug) with the generic 500 and nothing of its text', async () => {
    // Prepare
    const awsError = Object.assign(new Error('Table arn:aws:dynamodb:eu-west-2:1:table/t not found'), {
      name: 'ResourceNotFoundException',
      $metadata: { httpStatusCode: 400 },
    });

    // Act
    const answers = await Promise.all([answerTo(awsError), answerTo(new TypeError('x is undefined'))]);

    // Assess
    expect(answers.map((answer) => answer.statusCode)).toEqual([500, 500]);
    expect(answers.map((answer) => JSON.parse(answer.body))).toEqual([
      { message: 'Something went wrong. Please try again.' },
      { message: 'Something went wrong. Please try again.' },
    ]);
  });
});

describe("the handler stack answers the data layer's refusals as it always has", () => {
  it('answers a page cursor the data layer refused with 400 and the message under the cursor field', async () => {
    // Act
    const answer = await answerTo(new InvalidCursorError('not a key'));

    // Assess
    expect(answer.statusCode).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      message: 'This page link is no longer valid. Please start from the first page.',
      fieldErrors: { cursor: 'This page link is no longer valid. Please start from the first page.' },
    });
  });

  it('answers an idempotency key reused for another request with 422 and the public forms message', async () => {
    // Act
    const answer = await answerTo(new IdempotencyKeyReusedError('LEAD'));

    // Assess
    expect(answer.statusCode).toBe(422);
    expect(JSON.parse(answer.body)).toEqual({
      message: 'This Idempotency-Key was already used for a different request. Send a new key for a new submission.',
    });
  });
});
