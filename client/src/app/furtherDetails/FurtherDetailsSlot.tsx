// Where the §8 further-details dialog opens over any page; its code (Radix, the PAN form) loads the first time it does.
import { lazy, Suspense } from 'react';
import { useFurtherDetails } from '../../lib/furtherDetails.ts';

const FurtherDetailsDialog = lazy(() =>
  import('../../features/auth/components/FurtherDetailsDialog.tsx').then((module) => ({
    default: module.FurtherDetailsDialog,
  })),
);

export function FurtherDetailsSlot() {
  const request = useFurtherDetails();
  return request ? (
    <Suspense fallback={null}>
      <FurtherDetailsDialog request={request} />
    </Suspense>
  ) : null;
}
