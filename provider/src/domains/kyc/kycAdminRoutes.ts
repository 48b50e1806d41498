// The operator's review calls, inside the guarded operator scope (system/operatorScope.ts):
// the profiles waiting for review, one profile with its documents, approve, reject naming the steps to redo,
// re-KYC, and asking for one part.
import { kycDocumentKindSchema } from '@sikka/shared/kyc/documents';
import { kycOperatorCalls as calls } from '@sikka/shared/kyc/operatorCalls';
import { type KycStep, STEP_DOC_TYPE } from '@sikka/shared/kyc/schemas';
import { z } from 'zod';
import type { ServeOperator } from '../../platform/http/contract.ts';
import { messageError } from '../../platform/http/errors.ts';
import { parseWith } from '../../platform/http/parse.ts';
import type { Platform } from '../../platform/platform.ts';
import type { KycServices } from './kycServices.ts';
import { assertUser, REVIEW_MESSAGES } from './review.ts';
import { reviewsOf, userForReview, waitingForReview } from './reviewQueue.ts';

const userParams = z.object({ id: z.coerce.number().int().positive() });
const documentParams = userParams.extend({ kind: kycDocumentKindSchema });
const OPERATOR = 'operator';

export function registerKycAdminRoutes(
  serve: ServeOperator,
  services: Platform & { kyc: KycServices },
): void {
  const { db, kyc } = services;

  serve(calls.waiting, async () => ({
    waiting: (await waitingForReview(db)).map((row) => ({
      ...row,
      submitted_at: row.submitted_at?.toISOString() ?? null,
    })),
  }));

  serve(calls.profile, async ({ request }) => {
    const { id } = parseWith(userParams, request.params);
    const user = await userForReview(db, id);
    if (!user) throw messageError(404, REVIEW_MESSAGES.noUser);
    const reviews = (await reviewsOf(db, id)).map((review) => ({
      ...review,
      created_at: review.created_at.toISOString(),
    }));
    return { progress: await kyc.service.progress(user), reviews };
  });

  /** One document's bytes, opened, as it was uploaded (progress.documents lists what is on file). */
  serve(calls.document, async ({ request, reply }) => {
    const { id, kind } = parseWith(documentParams, request.params);
    const document = await kyc.documents.open(id, kind);
    if (!document) throw messageError(404, REVIEW_MESSAGES.noDocument);
    return reply
      .type(document.type)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `inline; filename="${id}-${kind}"`)
      .send(document.bytes);
  });

  serve(calls.approve, async ({ request }) => {
    const { id } = parseWith(userParams, request.params);
    await assertUser(db, id);
    if (!(await kyc.review.approve(id, OPERATOR))) throw messageError(409, REVIEW_MESSAGES.notWaiting);
    return { message: REVIEW_MESSAGES.approved };
  });

  serve(calls.reject, async ({ request, input: body }) => {
    const { id } = parseWith(userParams, request.params);
    await assertUser(db, id);
    if (!(await kyc.review.reject(id, body.reason, body.steps, OPERATOR)))
      throw messageError(409, REVIEW_MESSAGES.notWaiting);
    return { message: REVIEW_MESSAGES.rejected };
  });

  serve(calls.reKyc, async ({ request, input: body }) => {
    const { id } = parseWith(userParams, request.params);
    await assertUser(db, id);
    if (!(await kyc.review.reKyc(id, body.reason, body.steps, OPERATOR)))
      throw messageError(409, REVIEW_MESSAGES.notVerified);
    return { message: REVIEW_MESSAGES.reKyc };
  });

  serve(calls.require, async ({ request, input: { kyc_doc_type } }) => {
    const { id } = parseWith(userParams, request.params);
    await assertUser(db, id);
    // The first step of that doc type (§3 kyc_required names a part; the step saves it).
    const step = (Object.entries(STEP_DOC_TYPE) as [KycStep, string][])
      .filter(([, type]) => type === kyc_doc_type)
      .at(-1)?.[0];
    if (step) await kyc.review.require(id, step);
    return { message: REVIEW_MESSAGES.required };
  });
}
