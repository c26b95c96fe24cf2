import { Modal } from '@/components/modal/modal';
import { useCloseModal, useOpenModal, type ModalContent } from '@/lib/modal-store';
import { useSiteConfiguration } from '@/lib/platform-api';
import './tutorial-video-modal.css';

/** Recorded from our own crypto deposit flow by `npm run tutorial:record` (apps/web/scripts/record-tutorial.ts). */
const RECORDED_VIDEO = '/tutorials/crypto-deposit.webm';
const RECORDED_CAPTIONS = '/tutorials/crypto-deposit.vtt';
const TITLE = 'How to deposit crypto';

/**
 * The tutorial video of SPEC.md §2 ("youtube"): the operator's YouTube video when one is configured, in the
 * privacy-enhanced embed that sets no cookies until played, and only now that the modal is open; otherwise our own
 * recording. Never plays with sound by itself: YouTube waits for a click, ours starts muted.
 */
export default function TutorialVideoModal({ returnTo }: { returnTo?: ModalContent }) {
  const openModal = useOpenModal();
  const closeModal = useCloseModal();
  const youtubeId = useSiteConfiguration().data?.tutorialYoutubeId ?? null;
  // Opened from the deposit modal, closing goes back to it (its draft kept the step and the tab).
  const close = () => (returnTo ? openModal(returnTo) : closeModal());

  return (
    <Modal
      title={TITLE}
      onClose={close}
      size="lg"
      description="Get your deposit address, send the coins from your wallet, and play once they arrive."
    >
      <div className="tutorial-video">
        {youtubeId ? (
          <iframe
            className="tutorial-video__frame"
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?rel=0&cc_load_policy=1`}
            title={`Video: ${TITLE}`}
            allow="encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <video className="tutorial-video__player" src={RECORDED_VIDEO} aria-label={`Video: ${TITLE}`} controls muted autoPlay playsInline loop>
            <track kind="captions" src={RECORDED_CAPTIONS} srcLang="en" label="English" default />
          </video>
        )}
      </div>
    </Modal>
  );
}
