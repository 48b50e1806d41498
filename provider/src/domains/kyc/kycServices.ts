// The KYC domain's services, built once per app: the steps over the PAN registry, UIDAI and the penny drop (the
// simulated ones in the embedded default), the documents in the document store, the review, and the auto-reviewer
// on the job queue when it is on.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { ProviderConfig } from '../../platform/config.ts';
import type { FieldCipher } from '../../platform/crypto/fieldCipher.ts';
import type { Database } from '../../platform/db/database.ts';
import type { DocumentStore } from '../../platform/documents/documentStore.ts';
import type { UserEvents } from '../../platform/events/userEvents.ts';
import { JobQueue } from '../../platform/jobs/queue.ts';
import type { OtpService } from '../../platform/otp/otpService.ts';
import { ifscDirectoryFor } from './ifscDirectory.ts';
import { KycDocuments } from './kycDocuments.ts';
import { AUTO_REVIEW_JOB, KycService } from './kycService.ts';
import { SimulatedPanRegistry } from './panRegistry.ts';
import { SimulatedPennyDrop } from './pennyDrop.ts';
import { KycReview } from './review.ts';
import { SimulatedUidai } from './uidai.ts';

export interface KycServices {
  service: KycService;
  documents: KycDocuments;
  review: KycReview;
  /** Starts the auto-reviewer's worker (when on). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createKycServices(deps: {
  db: Database;
  clock: Clock;
  config: Pick<
    ProviderConfig,
    'KYC_AUTO_REVIEW' | 'KYC_AUTO_REVIEW_DELAY_S' | 'KYC_NAME_MATCH_MIN' | 'IFSC_API_URL'
  >;
  otp: OtpService;
  cipher: FieldCipher;
  store: DocumentStore;
  /** Each submission's and review's message, written in its transaction. */
  events: UserEvents;
  log?: FastifyBaseLogger;
}): KycServices {
  const { db, clock, config, log } = deps;
  const review = new KycReview(db, clock, config.KYC_NAME_MATCH_MIN, deps.events);
  const queue =
    config.KYC_AUTO_REVIEW === 'on'
      ? new JobQueue(db, {
          pollSeconds: 1,
          onError: (error) => log?.warn({ err: error }, 'job queue error'),
        })
      : null;
  queue?.handle(AUTO_REVIEW_JOB, async (data) => {
    const outcome = await review.autoReview(data);
    log?.info({ userId: data.user_id, outcome }, 'kyc auto-review');
  });
  const documents = new KycDocuments(db, clock, deps.cipher, deps.store);
  const service = new KycService({
    db,
    clock,
    cipher: deps.cipher,
    registry: new SimulatedPanRegistry(),
    uidai: new SimulatedUidai(deps.otp),
    pennyDrop: new SimulatedPennyDrop(),
    ifsc: ifscDirectoryFor(config, (error) => log?.warn({ err: error }, 'IFSC directory unavailable')),
    documents,
    otp: deps.otp,
    queue,
    events: deps.events,
    config: {
      nameMatchMin: config.KYC_NAME_MATCH_MIN,
      autoReviewDelaySeconds: config.KYC_AUTO_REVIEW_DELAY_S,
    },
  });
  return {
    service,
    documents,
    review,
    start: async () => queue?.start(),
    stop: async () => {
      await queue?.stop();
      deps.store.close?.();
    },
  };
}
