import { lazy, Suspense } from "react";
import { useBookingWords } from "./bookingText.ts";

// Only for a ZIP we do not serve: its code loads then, not with every booking.
const ContactForm = lazy(() => import("../ContactForm.tsx"));

/** Below the form when the ZIP is outside the area we serve: a message instead of a visit. */
export default function ContactInstead() {
  const { text: T, locale } = useBookingWords();
  return (
    <section className="mt-8 rounded-2xl border border-slate-200 p-6" aria-labelledby="booking-contact">
      <h2 id="booking-contact" className="mb-6 text-xl font-bold">
        {T.contactInstead}
      </h2>
      <Suspense fallback={<p role="status">{T.loading}</p>}>
        <ContactForm locale={locale} />
      </Suspense>
    </section>
  );
}
