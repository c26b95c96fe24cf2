import { Suspense, useEffect, type ComponentType } from 'react';
import { Spinner } from '@/components/spinner';
import '@/components/modal/modal.css';
import { useModalStore, type ModalContent } from '@/lib/modal-store';
import { modalRegistry } from './modal-registry';

function OpenModal({ modal }: { modal: ModalContent }) {
  const { kind, ...content } = modal;
  // The registry's type ties each kind to its content; TypeScript cannot follow that through the lookup.
  const ModalComponent = modalRegistry[kind] as ComponentType<typeof content>;
  return <ModalComponent {...content} />;
}

/** The one place modals render. Which one, and with what content, is in the modal store. */
export function ModalHost() {
  const modal = useModalStore((state) => state.modal);
  const isOpen = modal !== null;

  useEffect(() => {
    if (!isOpen) return;
    // The page behind a modal must not scroll under the player's finger.
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      const { returnFocusTo } = useModalStore.getState();
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    };
  }, [isOpen]);

  if (!modal) return null;
  return (
    <Suspense
      fallback={
        <div className="modal-backdrop">
          <Spinner size="lg" label="Opening" />
        </div>
      }
    >
      {/* A new key per kind: switching login to register starts a fresh form (SPEC.md §4). */}
      <OpenModal key={modal.kind} modal={modal} />
    </Suspense>
  );
}
