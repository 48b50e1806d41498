// docs/requirements.md §8 "status_code 432 opens a further-details flow (required equal to pan_number picks a PAN variant)": a 432
// from any call, not only the resets', reaches the one error handler and opens the flow; a screen with a step of its
// own for it claims it, and the app's dialog shows it otherwise.
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { type FurtherDetailsRequest, furtherDetails } from '../../lib/furtherDetails.ts';
import { createAppQueryClient, type ErrorEffects } from '../queryClient.ts';

/** A failed call as the BFF answers it: the typed AppError in the tRPC error data. */
function answered432(required: string, message: string) {
  return Object.assign(new Error(message), {
    data: {
      httpStatus: 428,
      appError: { kind: 'further-details', message, fieldErrors: {}, status: 432, required },
    },
  });
}

function client(): { queryClient: QueryClient; opened: FurtherDetailsRequest[] } {
  const opened: FurtherDetailsRequest[] = [];
  const effects: ErrorEffects = {
    currentPath: () => '/in/uma',
    endSession: () => {},
    dropSession: () => {},
    redirect: () => {},
    furtherDetails: (request) => {
      opened.push(request);
      furtherDetails.open(request);
    },
  };
  return { queryClient: createAppQueryClient(effects), opened };
}

/** A money move's mutation (not a reset) that the server answers with a 432. */
async function send(queryClient: QueryClient, error: Error): Promise<void> {
  const mutation = queryClient.getMutationCache().build(queryClient, {
    mutationFn: () => Promise.reject(error),
    meta: { inline: true },
  });
  await mutation.execute(undefined).catch(() => {});
}

afterEach(() => furtherDetails.close());

describe('§8 432 through the one error handler', () => {
  it('a UMA send answered 432 pan_number opens the PAN variant; any other required, the other one', async () => {
    const { queryClient, opened } = client();
    await send(queryClient, answered432('pan_number', 'Please verify your PAN to continue'));
    expect(furtherDetails.current()).toEqual({
      variant: 'pan',
      message: 'Please verify your PAN to continue',
    });
    furtherDetails.close();
    await send(queryClient, answered432('address', 'Add your address to continue'));
    expect(furtherDetails.current()).toEqual({ variant: 'default', message: 'Add your address to continue' });
    expect(opened.map((request) => request.variant)).toEqual(['pan', 'default']);
  });

  it('a query answered 432 opens it too', async () => {
    const { queryClient } = client();
    await queryClient
      .fetchQuery({ queryKey: ['loans'], queryFn: () => Promise.reject(answered432('pan_number', 'PAN')) })
      .catch(() => {});
    expect(furtherDetails.current()).toMatchObject({ variant: 'pan' });
  });

  it('a screen that claims it takes it into its own step (the dialog stays shut) until it lets go', () => {
    const taken: FurtherDetailsRequest[] = [];
    const release = furtherDetails.claim((request) => {
      if (request.variant !== 'pan') return false;
      taken.push(request);
      return true;
    });
    furtherDetails.open({ variant: 'pan', message: null });
    expect(taken).toHaveLength(1);
    expect(furtherDetails.current()).toBeNull();
    furtherDetails.open({ variant: 'default', message: 'More' });
    expect(furtherDetails.current()).toEqual({ variant: 'default', message: 'More' });
    release();
    furtherDetails.close();
    furtherDetails.open({ variant: 'pan', message: null });
    expect(taken).toHaveLength(1);
    expect(furtherDetails.current()).toEqual({ variant: 'pan', message: null });
  });
});
