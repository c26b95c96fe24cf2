import { useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { KYC_MAX_DOCUMENT_BYTES, kycAcceptedTypes, kycMessages, type KycDocumentKind, type KycDocumentStatus } from '@lodestar/contracts';
import { FieldError } from '@/components/field-error';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { showToast } from '@/components/toast/toast-store';
import { isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { kycStatusQueryOptions, useUploadDocument } from '../api';
import './document-upload.css';

interface DocumentUploadCardProps {
  kind: KycDocumentKind;
  title: string;
  /** What a good document looks like. */
  hint: string;
}

const statusLabels: Record<KycDocumentStatus, string> = {
  missing: 'Not uploaded',
  pending: 'Under review',
  approved: 'Approved',
  rejected: 'Rejected',
};

const acceptedMimeTypes = kycAcceptedTypes.map((type) => type.mimeType).join(',');
const acceptedLabels = `${kycAcceptedTypes.map((type) => type.label).join(', ')} · up to ${KYC_MAX_DOCUMENT_BYTES / 1024 / 1024} MB`;

function DocumentIcon({ kind }: { kind: KycDocumentKind }) {
  return (
    <svg className="document-card__icon" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      {kind === 'identity' ? (
        <>
          <rect x="3" y="7" width="26" height="18" rx="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <circle cx="11" cy="15" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path
            d="M6.5 21.5c1-2.2 2.6-3.2 4.5-3.2s3.5 1 4.5 3.2M19 13h6M19 17h4"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            fill="none"
          />
        </>
      ) : (
        <>
          <path d="M8 3h12l5 5v21H8z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          <path d="M20 3v5h5M12 14h9M12 18h9M12 22h5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" fill="none" />
        </>
      )}
    </svg>
  );
}

/** One document of the verification page: its review status, and the upload when there is room for one. */
export function DocumentUploadCard({ kind, title, hint }: DocumentUploadCardProps) {
  const inputId = useId();
  const titleId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string>();
  const [dragging, setDragging] = useState(false);
  const status = useQuery(kycStatusQueryOptions(kind));
  const upload = useUploadDocument(kind, setProgress);

  const send = (file: File | undefined) => {
    if (!file) return;
    setError(undefined);
    // The server decides by the file's bytes; these checks only spare the player a slow upload that would fail.
    if (file.size === 0) return setError(kycMessages.emptyFile);
    if (file.size > KYC_MAX_DOCUMENT_BYTES) return setError(kycMessages.tooLarge);
    setProgress(0);
    upload.mutate(file, {
      onSuccess: () => showToast(`${title} uploaded: we will review it shortly`, 'success'),
      onError: (failure) => setError(isApiError(failure) ? failure.body.message : 'The upload failed, please check your connection and try again'),
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => send(event.target.files?.[0]);
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    send(event.dataTransfer.files[0]);
  };

  const current = status.data;
  const canUpload = current?.status === 'missing' || current?.status === 'rejected';

  return (
    <section className={`profile-card document-card document-card--${current?.status ?? 'loading'}`} aria-labelledby={titleId}>
      <header className="document-card__header">
        <DocumentIcon kind={kind} />
        <h2 id={titleId} className="document-card__title">
          {title}
        </h2>
        {current && <span className={`document-status document-status--${current.status}`}>{statusLabels[current.status]}</span>}
      </header>
      <p className="document-card__hint">{hint}</p>

      {status.isPending && <Spinner label={`Loading the status of your ${title.toLowerCase()}`} />}
      {status.isError && <LoadError what={`The status of your ${title.toLowerCase()}`} onRetry={() => void status.refetch()} />}

      {current?.status === 'pending' && (
        <div className="document-card__state document-card__state--pending">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <p className="document-card__state-title">We are checking your document</p>
          <p>
            Uploaded {current.uploadedAt ? formatDateTime(current.uploadedAt) : ''}. We usually review documents within 24 hours and email you the
            result.
          </p>
        </div>
      )}
      {current?.status === 'approved' && (
        <div className="document-card__state document-card__state--approved">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="M8 12.4l2.8 2.8 5.2-5.6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <p className="document-card__state-title">Checked and approved</p>
          <p>Nothing more to do here.</p>
        </div>
      )}
      {current?.status === 'rejected' && (
        <div className="document-card__rejection" role="status">
          <p className="document-card__rejection-title">We could not accept this document</p>
          <p>{current.rejectionReason}</p>
          <p>Please upload a new one below.</p>
        </div>
      )}

      {canUpload && (
        <div className="document-upload">
          <input
            ref={input}
            id={inputId}
            className="document-upload__input visually-hidden"
            type="file"
            accept={acceptedMimeTypes}
            disabled={upload.isPending}
            aria-describedby={error ? errorId : undefined}
            onChange={onChange}
          />
          <label
            htmlFor={inputId}
            className={`document-upload__drop${dragging ? ' document-upload__drop--active' : ''}${upload.isPending ? ' document-upload__drop--busy' : ''}`}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          >
            <svg className="document-upload__arrow" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 001 1h14a1 1 0 001-1v-3"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <span className="document-upload__action">
              {current?.status === 'rejected' ? `Upload a new ${title.toLowerCase()}` : `Upload your ${title.toLowerCase()}`}
            </span>
            <span className="document-upload__types">{acceptedLabels}</span>
          </label>
          {upload.isPending && (
            <div className="document-upload__progress">
              <progress max={100} value={Math.round(progress * 100)} aria-label={`Uploading your ${title.toLowerCase()}`} />
              <span aria-hidden="true">{Math.round(progress * 100)}%</span>
            </div>
          )}
          <FieldError id={errorId} message={error} />
        </div>
      )}
    </section>
  );
}
