import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminKycDocument } from '@lodestar/contracts';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DecisionForm } from './decision-form';
import { decideKycDocument, kycDocumentFileUrl, kycQueueQueryOptions } from './staff-api';
import { ageOf, dateTimeOf, kycKindNames, StaffGate } from './staff-gate';

/** The queue of documents to review, oldest first, with the document beside its player's context. */
export function AdminVerificationPage() {
  useDocumentTitle('Verification queue');
  return (
    <StaffGate permission="kyc:review">
      <VerificationQueue />
    </StaffGate>
  );
}

function VerificationQueue() {
  const queue = useQuery(kycQueueQueryOptions);
  const queryClient = useQueryClient();
  // The player detail links a pending document here as ?document=<id>.
  const [searchParams] = useSearchParams();
  const [selectedId, setSelectedId] = useState(searchParams.get('document') ?? undefined);
  const [notice, setNotice] = useState<string>();

  if (queue.isPending) return <Spinner label="Loading the queue" />;
  if (queue.error) return <LoadError what="The verification queue" onRetry={() => void queue.refetch()} />;
  const documents = queue.data.documents;
  const selected = documents.find((document) => document.id === selectedId) ?? documents[0];

  const decide = async (document: AdminKycDocument, decision: 'approve' | 'reject', reason?: string) => {
    const result = await decideKycDocument(document.id, decision, reason);
    setNotice(
      `${kycKindNames[document.kind]} of ${document.playerEmail} ${result.status}${result.playerVerified ? ': the player is now verified' : ''}.`,
    );
    await queryClient.invalidateQueries({ queryKey: kycQueueQueryOptions.queryKey });
  };

  return (
    <section className="admin-queue" aria-labelledby="verification-title">
      <div className="admin-queue__head">
        <h1 id="verification-title" className="admin__title">
          Verification queue
        </h1>
        <span className="admin__muted">{documents.length} waiting · oldest first</span>
      </div>
      {notice && (
        <p className="admin-notice" role="status">
          {notice}
        </p>
      )}
      {documents.length === 0 ? (
        <p className="admin-empty">No documents are waiting for review.</p>
      ) : (
        <div className="admin-queue__split">
          <ul className="admin-queue__list" aria-label="Pending documents">
            {documents.map((document) => (
              <li key={document.id}>
                <button
                  type="button"
                  className="admin-queue__item"
                  aria-current={document.id === selected?.id ? 'true' : undefined}
                  onClick={() => setSelectedId(document.id)}
                >
                  <strong>{document.playerName || document.playerEmail}</strong>
                  {/* Two players may share a name: the email tells them apart. */}
                  {document.playerName && <span className="admin__muted">{document.playerEmail}</span>}
                  <span>{kycKindNames[document.kind]}</span>
                  <span className="admin__muted">uploaded {dateTimeOf(document.uploadedAt)}</span>
                </button>
              </li>
            ))}
          </ul>
          {selected && (
            <article className="admin-queue__detail" aria-label={`${kycKindNames[selected.kind]} of ${selected.playerEmail}`}>
              <dl className="admin-facts">
                <dt>Player</dt>
                <dd>{selected.playerName}</dd>
                <dt>Email</dt>
                <dd>{selected.playerEmail}</dd>
                <dt>Country</dt>
                <dd>{selected.country ?? 'not given'}</dd>
                <dt>Account age</dt>
                <dd>{ageOf(selected.accountCreatedAt)}</dd>
                <dt>Document</dt>
                <dd>
                  {kycKindNames[selected.kind]} · {selected.contentType} · {Math.ceil(selected.sizeBytes / 1024)} KB
                </dd>
              </dl>
              <div className="admin-viewer">
                {selected.contentType === 'application/pdf' ? (
                  <iframe className="admin-viewer__pdf" title={`${kycKindNames[selected.kind]} (PDF)`} src={kycDocumentFileUrl(selected.id)} />
                ) : (
                  <img
                    className="admin-viewer__image"
                    src={kycDocumentFileUrl(selected.id)}
                    alt={`${kycKindNames[selected.kind]} uploaded by ${selected.playerEmail}`}
                  />
                )}
              </div>
              <DecisionForm key={selected.id} subject="document" reasonRequired onDecide={(decision, reason) => decide(selected, decision, reason)} />
            </article>
          )}
        </div>
      )}
    </section>
  );
}
