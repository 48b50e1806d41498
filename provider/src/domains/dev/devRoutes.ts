// Development and test fixtures (docs/auth.md "Development fixtures"); registered only when NODE_ENV is not production.
// GET /dev/outbox, POST /dev/users (a user in any state the flows need), POST /dev/users/:id/verify, the user's
// notices and image, the stream's stats and the maintenance switch.
import { randomInt } from 'node:crypto';
import { maintenanceSettingSchema } from '@sikka/shared/system/schemas';
import { type UserNotices, userNoticesResponseSchema } from '@sikka/shared/user/notices';
import { panSchema } from '@sikka/shared/validation/pan';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DevOutbox } from '../../platform/delivery/devOutbox.ts';
import { fieldError, messageError } from '../../platform/http/errors.ts';
import { parseWith } from '../../platform/http/parse.ts';
import {
  findUserById,
  isUniqueViolation,
  PAN_DOCUMENT,
  sealedDocumentNumber,
} from '../../platform/identity/usersRepo.ts';
import { newTotpSecret } from '../../platform/otp/totp.ts';
import type { Platform } from '../../platform/platform.ts';
import { type UserDetails, userDetails } from '../user/index.ts';
import { DEMO_ACCOUNT } from './demoAccount.ts';

/** docs/requirements.md §4 verification states by name, as (verification_status, status). */
const STATES = {
  verified: { verification_status: 21, status: 1 },
  pending: { verification_status: 1, status: 0 },
  unverified: { verification_status: 0, status: 0 },
} as const;

const TAKEN = 'A user with this mobile number or e-mail exists already';

export const devUserRequestSchema = z
  .object({
    /** Absent: a fresh unused number. null: an account with no mobile number (§4 required 'mobile_number'). */
    mobile_number: z
      .string()
      .regex(/^\d{10}$/)
      .nullable()
      .optional(),
    email: z.email().nullable().optional(),
    name: z.string().nullable().optional(),
    password: z.string().min(1).max(100).default(DEMO_ACCOUNT.password),
    state: z.enum(['verified', 'pending', 'unverified']).default('unverified'),
    /** Raw §4 numbers, when a test needs one the named states do not give. */
    verification_status: z.number().int().optional(),
    status: z.number().int().optional(),
    re_kyc: z.literal([0, 1]).default(0),
    is_subbroker: z.literal([0, 1]).default(0),
    /** A PAN on file (kyc_doc 'PAN'): recovery and the forced reset then ask for it. */
    pan_number: panSchema.optional(),
    /** Google Authenticator on: true makes a secret, a base32 string sets a known one; it is answered back. */
    totp_secret: z.union([z.literal(true), z.string().regex(/^[A-Z2-7]{16,}$/)]).optional(),
    force_password_reset: z.boolean().default(false),
  })
  .strict();
export type DevUserRequest = z.input<typeof devUserRequestSchema>;

export interface DevUserResponse {
  id: number;
  mobile_number: string | null;
  email: string | null;
  password: string;
  totp_secret: string | null;
  user: UserDetails;
}

async function unusedMobile(services: Platform): Promise<string> {
  for (;;) {
    // 6xxxxxxxxx: valid-looking Indian mobile numbers that no real fixture (9999999999) uses.
    const mobile = `6${String(randomInt(0, 1e9)).padStart(9, '0')}`;
    const taken = await services.db
      .selectFrom('users')
      .select('id')
      .where('mobile_number', '=', mobile)
      .executeTakeFirst();
    if (!taken) return mobile;
  }
}

export function registerDevRoutes(app: FastifyInstance, services: Platform, outbox: DevOutbox | null): void {
  const { db } = services;

  app.get('/dev/outbox', async (request) => {
    const { to } = parseWith(z.object({ to: z.string().min(1).optional() }), request.query);
    return outbox ? outbox.list(to) : [];
  });

  app.post('/dev/users', async (request, reply): Promise<DevUserResponse> => {
    const body = parseWith(devUserRequestSchema, request.body);
    const mobile = body.mobile_number === undefined ? await unusedMobile(services) : body.mobile_number;
    const email = body.email?.toLowerCase() ?? null;
    const totpSecret = body.totp_secret === true ? newTotpSecret() : (body.totp_secret ?? null);
    const state = STATES[body.state];
    const id = await db
      .transaction()
      .execute(async (trx) => {
        const { id } = await trx
          .insertInto('users')
          .values({
            mobile_number: mobile,
            email,
            name: body.name ?? null,
            password_hash: await services.passwords.hash(body.password),
            verification_status: body.verification_status ?? state.verification_status,
            status: body.status ?? state.status,
            re_kyc: body.re_kyc,
            is_subbroker: body.is_subbroker,
            ga_enabled: totpSecret ? 1 : 0,
            totp_secret: totpSecret && services.cipher.seal('users.totp_secret', totpSecret),
            force_password_reset: body.force_password_reset,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (body.pan_number) {
          await trx
            .insertInto('kyc_docs')
            .values({
              user_id: id,
              document_type: PAN_DOCUMENT,
              ...sealedDocumentNumber(services.cipher, body.pan_number),
              name_in_doc: body.name ?? null,
            })
            .execute();
        }
        return id;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw fieldError({ mobile_number: [TAKEN], email: [TAKEN] }, TAKEN);
        throw error;
      });
    const user = await findUserById(db, id);
    if (!user) throw messageError(500, 'the user just made is gone');
    reply.code(201);
    return {
      id,
      mobile_number: mobile,
      email,
      password: body.password,
      totp_secret: totpSecret,
      user: await userDetails(db, user),
    };
  });

  /** The operator call the money flows need: mark a user verified (docs/requirements.md §4: 21 and 1). */
  app.post('/dev/users/:id/verify', async (request): Promise<{ users: UserDetails[] }> => {
    const { id } = parseWith(z.object({ id: z.coerce.number().int().positive() }), request.params);
    const updated = await db
      .updateTable('users')
      .set({ ...STATES.verified, re_kyc: 0 })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw messageError(404, 'No such user');
    return { users: [await userDetails(db, updated)] };
  });

  const userIdParams = z.object({ id: z.coerce.number().int().positive() });

  /** The §4 notices a user sees (banners, 'Important!', 'Important Message', the TDS flag). */
  app.post('/dev/users/:id/notices', async (request): Promise<UserNotices> => {
    const { id } = parseWith(userIdParams, request.params);
    const body = parseWith(userNoticesResponseSchema.partial().strict(), request.body);
    const values = {
      banners: JSON.stringify(body.banners ?? []),
      interrupt_message: body.interrupt_message ?? null,
      important_message: body.important_message ?? null,
      tds_message: body.tds_message ?? false,
    };
    await db
      .insertInto('user_notices')
      .values({ user_id: id, ...values })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ ...values, updated_at: new Date() }))
      .execute()
      .catch(() => {
        throw messageError(404, 'No such user');
      });
    return { ...values, banners: body.banners ?? [] };
  });

  /** A profile image for GET /image/profile: `{content_type, base64}`. */
  app.put('/dev/users/:id/image', async (request, reply) => {
    const { id } = parseWith(userIdParams, request.params);
    const body = parseWith(
      z
        .object({ content_type: z.enum(['image/png', 'image/jpeg', 'image/webp']), base64: z.base64() })
        .strict(),
      request.body,
    );
    const values = { content_type: body.content_type, bytes: Buffer.from(body.base64, 'base64') };
    await db
      .insertInto('user_images')
      .values({ user_id: id, ...values })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ ...values, updated_at: new Date() }))
      .execute();
    return reply.code(204).send();
  });

  /** The realtime stream's connections and subscribers per channel (the fan-out tests count upstream subscriptions). */
  app.get('/dev/stream', async () => services.stream.stats());

  /** The provider's maintenance switch without the admin token (development only). */
  app.post('/dev/maintenance', async (request) => {
    const setting = parseWith(maintenanceSettingSchema, request.body);
    await services.maintenance.set(setting);
    return setting;
  });
}
