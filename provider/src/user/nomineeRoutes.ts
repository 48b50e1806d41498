// The account's nominee (GET and POST /user/nominee, our design paths; §8 nominee fields): one per account, saved
// whole, the PAN sealed at rest and answered masked.
import { NOMINEE_MESSAGES, type NomineeResponse, nomineeSchema } from '@sikka/shared/user/nominee';
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../auth/guards.ts';
import { parseWith } from '../http/parse.ts';
import { maskPan } from '../kyc/kycService.ts';
import type { Services } from '../services.ts';

export function registerNomineeRoutes(app: FastifyInstance, services: Services): void {
  const { db, cipher } = services;

  async function nomineeOf(userId: number): Promise<NomineeResponse['nominee']> {
    const row = await db.selectFrom('nominees').selectAll().where('user_id', '=', userId).executeTakeFirst();
    if (!row) return null;
    const pan = cipher.openOrNull('nominees.pan_no', row.pan_no);
    return {
      nominee_name: row.nominee_name,
      dob: row.dob,
      relationship: row.relationship as NonNullable<NomineeResponse['nominee']>['relationship'],
      gender: row.gender as NonNullable<NomineeResponse['nominee']>['gender'],
      contact_number: row.contact_number,
      pan_masked: pan ? maskPan(pan) : null,
      address: row.address,
    };
  }

  app.get('/user/nominee', async (request): Promise<NomineeResponse> => {
    const session = await requireSession(services, request);
    return { nominee: await nomineeOf(session.userId) };
  });

  app.post('/user/nominee', async (request): Promise<NomineeResponse> => {
    const session = await requireSession(services, request);
    const body = parseWith(nomineeSchema, request.body);
    const values = {
      nominee_name: body.nominee_name,
      dob: body.dob,
      relationship: body.relationship,
      gender: body.gender,
      contact_number: body.contact_number,
      pan_no: body.pan_no === '' ? null : cipher.seal('nominees.pan_no', body.pan_no),
      address: body.address,
      updated_at: services.clock.now(),
    };
    await db
      .insertInto('nominees')
      .values({ user_id: session.userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
    return { nominee: await nomineeOf(session.userId), message: NOMINEE_MESSAGES.saved };
  });
}
