import { Link } from 'react-router';
import { gameHistoryWalletTypeLabels, type AdminPlayerDetail, type AdminPlayerPayment } from '@lodestar/contracts';
import { Empty, NumberHead, ScrollTable, Section, StatusBadge } from './player-detail-parts';
import { kycDocumentFileUrl } from './staff-api';
import { dateTimeOf, kycKindNames } from './staff-gate';

/** The player's identity and address documents; reviewers open a pending one in the queue, or any file directly. */
export function VerificationSection({ documents, mayReview }: { documents: AdminPlayerDetail['verification']; mayReview: boolean }) {
  return (
    <Section title="Verification">
      {documents.length === 0 ? (
        <Empty>No documents uploaded yet.</Empty>
      ) : (
        <ScrollTable label="Verification documents">
          <thead>
            <tr>
              <th scope="col">Document</th>
              <th scope="col">Status</th>
              <th scope="col">Uploaded</th>
              <th scope="col">Decided</th>
            </tr>
          </thead>
          <tbody>
            {documents.map((document) => (
              <tr key={document.id}>
                <td>
                  {kycKindNames[document.kind]}
                  {mayReview && <DocumentLink document={document} />}
                </td>
                <td>
                  <StatusBadge status={document.status} />
                  {document.rejectionReason && <div className="admin__muted admin-cell__sub">{document.rejectionReason}</div>}
                </td>
                <td>{dateTimeOf(document.uploadedAt)}</td>
                <td>{document.decidedAt ? dateTimeOf(document.decidedAt) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </Section>
  );
}

/** A pending document opens in the review queue; a decided one is no longer there, so its file opens directly. */
function DocumentLink({ document }: { document: AdminPlayerDetail['verification'][number] }) {
  return (
    <div className="admin-cell__sub">
      {document.status === 'pending' ? (
        <Link className="admin-link" to={`/admin/verification?document=${encodeURIComponent(document.id)}`}>
          Review
        </Link>
      ) : (
        <a className="admin-link" href={kycDocumentFileUrl(document.id)} target="_blank" rel="noreferrer">
          View file
        </a>
      )}
    </div>
  );
}

/** The newest deposits or cashouts, in every currency and status. */
export function PaymentsSection({ title, payments, emptyText }: { title: string; payments: AdminPlayerPayment[]; emptyText: string }) {
  return (
    <Section title={title}>
      {payments.length === 0 ? (
        <Empty>{emptyText}</Empty>
      ) : (
        <ScrollTable label={`${title} table`}>
          <thead>
            <tr>
              <th scope="col">Requested</th>
              <NumberHead>Amount</NumberHead>
              <th scope="col">Method</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => (
              <tr key={payment.id}>
                <td>{dateTimeOf(payment.createdAt)}</td>
                <td className="admin-num">
                  {payment.amount} {payment.currency}
                </td>
                <td>{payment.method}</td>
                <td>
                  <StatusBadge status={payment.status} />
                  {payment.completedAt && <div className="admin__muted admin-cell__sub">{dateTimeOf(payment.completedAt)}</div>}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </Section>
  );
}

/** The newest game rounds, whichever provider ran them, with the wallets that paid the stake. */
export function RoundsSection({ rounds }: { rounds: AdminPlayerDetail['rounds'] }) {
  return (
    <Section title="Game rounds" wide>
      {rounds.length === 0 ? (
        <Empty>No rounds played yet.</Empty>
      ) : (
        <ScrollTable label="Game rounds table">
          <thead>
            <tr>
              <th scope="col">Started</th>
              <th scope="col">Game</th>
              <NumberHead>Stake</NumberHead>
              <NumberHead>Win</NumberHead>
              <th scope="col">Currency</th>
              <th scope="col">Paid from</th>
              <th scope="col">Round</th>
            </tr>
          </thead>
          <tbody>
            {rounds.map((round) => (
              <tr key={`${round.provider}-${round.game}-${round.roundId}`}>
                <td>{dateTimeOf(round.startedAt)}</td>
                <td>
                  {round.game} <span className="admin__muted">· {round.provider}</span>
                </td>
                <td className="admin-num">{round.stake}</td>
                <td className={`admin-num${Number(round.prize) > 0 ? ' admin-num--in' : ''}`}>{round.prize}</td>
                <td>{round.currency}</td>
                <td>{gameHistoryWalletTypeLabels[round.walletType]}</td>
                <td>
                  <code className="admin-code">{round.roundId}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </Section>
  );
}
