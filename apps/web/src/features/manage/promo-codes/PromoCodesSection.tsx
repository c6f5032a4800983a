import { useQuery } from '@apollo/client/react';
import { LoadFailedAlert } from '../../../ui/LoadFailedAlert.tsx';
import { SectionFrame } from '../event-page/SectionFrame.tsx';
import { useManagedEvent } from '../event-page/use-managed-event.ts';
import { PromoCodesQuery } from './promo-code-documents.ts';
import { PromoCodeBatchForm, PromoCodeForm } from './PromoCodeForms.tsx';
import { PromoCodesTable } from './PromoCodesTable.tsx';

function PromoCodes({ slug }: { slug: string }) {
  const { data, error, refetch } = useQuery(PromoCodesQuery, { variables: { slug } });
  if (error && !data) {
    return (
      <LoadFailedAlert error={error} onRetry={() => void refetch()}>
        The promo codes could not be loaded.
      </LoadFailedAlert>
    );
  }
  if (!data?.event) return <p className="text-body-secondary">Loading…</p>;
  const { id, currency, timeZone, ticketTypes, promoCodes } = data.event;
  return (
    <>
      <PromoCodesTable codes={promoCodes} currency={currency} />
      <p className="small text-body-secondary">
        Share a code as a link: the event’s address with <code>?code=</code> and the code applies it as the page opens.
      </p>
      <div className="row g-lg-5">
        <div className="col-lg-6">
          <PromoCodeForm eventId={id} currency={currency} timeZone={timeZone} ticketTypes={ticketTypes} />
        </div>
        <div className="col-lg-6">
          <PromoCodeBatchForm eventId={id} currency={currency} timeZone={timeZone} ticketTypes={ticketTypes} />
        </div>
      </div>
    </>
  );
}

/** Promo codes: the event's codes with their uses and revenue, and forms for one code or a batch (managers). */
export function EventPromoCodesSection({ eventSlug }: { eventSlug: string }) {
  const managed = useManagedEvent(eventSlug);
  if (!managed) return null;
  const { event, mayManage } = managed;
  return (
    <SectionFrame id="promo-codes" title="Promo codes" eventTitle={event.title}>
      {mayManage ? (
        <PromoCodes slug={event.slug} />
      ) : (
        <p className="text-body-secondary">Only the event’s owners and managers see its promo codes.</p>
      )}
    </SectionFrame>
  );
}
