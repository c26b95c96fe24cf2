/** The frame titled 'Payment' (SPEC.md §4) that shows a gateway's checkout or a buy widget. */
export function PaymentFrame({ url, onLoad }: { url: string; onLoad: () => void }) {
  return (
    <div className="payment-frame">
      <iframe
        title="Payment"
        src={url}
        className="payment-frame__frame"
        allow="payment; clipboard-write"
        referrerPolicy="strict-origin-when-cross-origin"
        onLoad={onLoad}
      />
    </div>
  );
}
