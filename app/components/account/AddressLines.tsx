// A mailing address as Shopify formats it for its country (the `formatted` lines), in an <address>.
type Address = {
  formatted: string[];
  firstName?: string | null;
  lastName?: string | null;
};

export function AddressLines({address}: {address: Address}) {
  return (
    <address className="not-italic">
      {address.formatted.map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
