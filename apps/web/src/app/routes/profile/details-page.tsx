import { Link } from 'react-router';
import { buttonClassName } from '@/components/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProfileContext } from './profile-layout';

const notProvided = 'Not provided';

function formatBirthDate(unixSeconds: number | null): string {
  if (unixSeconds === null) return notProvided;
  return new Date(unixSeconds * 1000).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export function DetailsPage() {
  useDocumentTitle('Profile details');
  const { profile } = useProfileContext();
  const { details } = profile;
  const phone = [details.phone.dialingCode, details.phone.phoneNumber].filter(Boolean).join(' ');

  const rows: [string, string | null][] = [
    ['First name', profile.firstName],
    ['Last name', profile.lastName],
    ['Email', profile.email],
    ['Date of birth', formatBirthDate(details.dateOfBirth)],
    ['Gender', details.gender],
    ['Country', details.country],
    ['City', details.city],
    ['Address', [details.address, details.address2].filter(Boolean).join(', ') || null],
    ['Zip code', details.zipCode],
    ['Phone number', phone || null],
  ];

  return (
    <div className="profile-stack">
      <h2 className="profile-page__title">Profile details</h2>
      <section className="profile-card profile-stack profile-stack--tight" aria-label="Your details">
        <dl className="details-list">
          {rows.map(([label, value]) => (
            <div key={label} className="details-list__row">
              <dt>{label}</dt>
              <dd className={value ? undefined : 'details-list__empty'}>{value || notProvided}</dd>
            </div>
          ))}
        </dl>
        <p className="profile-card__text">
          Editing your details here opens soon. Until then, the deposit form asks for anything a payment method needs.
        </p>
      </section>
      <Link to="/profile/account/general" className={buttonClassName({ variant: 'secondary' })}>
        Done
      </Link>
    </div>
  );
}
