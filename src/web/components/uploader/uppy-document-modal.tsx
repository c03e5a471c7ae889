import { useEffect, useRef, useState } from 'react';
import Uppy, { type UppyFile } from '@uppy/core';
import AwsS3 from '@uppy/aws-s3';
import DashboardModal from '@uppy/react/dashboard-modal';
// This module is loaded only when someone opens an uploader, so Uppy's CSS comes with it (decision 027).
import '@uppy/core/css/style.min.css';
import '@uppy/dashboard/css/style.min.css';
import './uppy-brand.css';
import { DOCUMENT_LABELS, MAX_UPLOAD_BYTES, UPLOAD_CONTENT_TYPES, type DocumentKind } from '@domain/driver';
import { toast } from '@/components/ui/use-toast';
import {
  completeErrorText,
  completeUpload,
  requestUploadTicket,
  storageErrorText,
  uploadUrlErrorText,
} from './upload-api';

export interface UploadedDocument {
  /** The document's app path, e.g. /objects/<id> (decision 028). */
  url: string;
  fileName: string;
}

export interface UppyDocumentModalProps {
  kind: DocumentKind;
  /** What the uploader asks for, when not the document kind's own label (a credential's name). */
  label?: string;
  open: boolean;
  onClose: () => void;
  onUploaded: (document: UploadedDocument) => void;
}

type DocumentUppy = Uppy<Record<string, unknown>, Record<string, unknown>>;

/** A user-facing error for Uppy's informer; `notified` when the user was already told. */
function userError(message: string, notified = false): Error {
  return Object.assign(new Error(message), { isUserFacing: true, notified });
}

/**
 * Tell the user inside the uploader, where they are looking (Uppy's informer, over the modal), and in
 * the toast of docs/product/errors.md, which now sits above the modal too.
 */
function reportFailure(uppy: DocumentUppy, text: string) {
  uppy.info(text, 'error', 10_000);
  toast({ title: 'Upload Error', description: text, variant: 'destructive' });
}

/** Phones and tablets have no files to drop: ask for a tap. */
const touchScreen = () => typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches;

function uploaderStrings(kind: DocumentKind, label = DOCUMENT_LABELS[kind]) {
  return {
    // The dialog's accessible name (Uppy puts it on the dashboard; dialogName() copies it to the dialog).
    dashboardWindowTitle: `Upload your ${label} (press Escape to close)`,
    ...(touchScreen()
      ? { dropPasteFiles: '%{browseFiles}', browseFiles: `Tap to choose your ${label}` }
      : { browseFiles: 'choose a file' }),
  };
}

/**
 * One document in Uppy's modal dashboard (decision 027): one file, at most 10 MB, PDF/JPG/PNG. The file goes
 * by a single-part PUT to the URL the server hands out (POST /api/objects/upload), then the server
 * checks it (POST /api/objects/{id}/complete) and answers the app path stored on the driver.
 */
function createUppy(kind: DocumentKind): DocumentUppy {
  const uppy: DocumentUppy = new Uppy({
    id: `document-${kind}`,
    autoProceed: true,
    restrictions: {
      maxNumberOfFiles: 1,
      maxFileSize: MAX_UPLOAD_BYTES,
      allowedFileTypes: ['.pdf', '.jpg', '.jpeg', '.png', ...UPLOAD_CONTENT_TYPES],
    },
  });
  // Uppy 6's S3 plugin asks for a signature per request key, so each file gets a key we can map back.
  const fileIdByKey = new Map<string, string>();
  let nextKey = 1;
  uppy.use(AwsS3, {
    shouldUseMultipart: false,
    generateObjectKey: (file: UppyFile<Record<string, unknown>, Record<string, unknown>>) => {
      const key = `${kind}-${nextKey++}`;
      fileIdByKey.set(key, file.id);
      return key;
    },
    signRequest: async (request) => {
      const fileId = fileIdByKey.get(request.key);
      const file = fileId ? uppy.getFile(fileId) : undefined;
      if (!file || request.method !== 'PUT')
        throw userError(`Failed to get upload URL for ${kind === 'w9' ? 'W-9' : kind}`);
      try {
        const ticket = await requestUploadTicket(kind, {
          name: file.name ?? 'document',
          type: file.type,
          size: file.size ?? 0,
        });
        // The local-disk backend answers a same-origin path; Uppy needs an absolute URL (S3 URLs already are).
        return {
          url: new URL(ticket.uploadURL, window.location.href).href,
          headers: ticket.headers,
          key: ticket.objectId,
        };
      } catch (error) {
        const text = uploadUrlErrorText(error, kind);
        reportFailure(uppy, text);
        throw userError(text, true);
      }
    },
  });
  return uppy;
}

export function UppyDocumentModal({ kind, label, open, onClose, onUploaded }: UppyDocumentModalProps) {
  const [uppy] = useState(() => createUppy(kind));
  // One object for the life of the modal: a new one each render would make Uppy rebuild its dashboard.
  const [locale] = useState(() => ({ strings: uploaderStrings(kind, label) }));
  // The latest callbacks, so the listeners below are attached once per Uppy instance.
  const callbacks = useRef({ onClose, onUploaded });
  useEffect(() => {
    callbacks.current = { onClose, onUploaded };
  });

  useEffect(() => {
    // After the PUT, the server checks the bytes; only then is the document the user's.
    const confirm = async (fileIDs: string[]) => {
      for (const id of fileIDs) {
        const file = uppy.getFile(id);
        const objectId = (file?.response?.body as { key?: string } | undefined)?.key;
        if (!file || file.error || !objectId) continue;
        uppy.emit('postprocess-progress', file, { mode: 'indeterminate', message: 'Checking file...' });
        try {
          const { url } = await completeUpload(objectId);
          uppy.setFileMeta(id, { documentUrl: url });
        } catch (error) {
          uppy.emit('upload-error', uppy.getFile(id), userError(completeErrorText(error)));
        }
        uppy.emit('postprocess-complete', uppy.getFile(id));
      }
    };
    const onComplete = (result: { successful?: UppyFile<Record<string, unknown>, Record<string, unknown>>[] }) => {
      const done = result.successful
        ?.map((file) => uppy.getFile(file.id))
        .find((file) => typeof file?.meta.documentUrl === 'string' && !file.error);
      if (!done) return;
      callbacks.current.onUploaded({ url: String(done.meta.documentUrl), fileName: done.name ?? 'document' });
      callbacks.current.onClose();
      uppy.clear();
    };
    // The PUT or the check refused the file (too large, not really a PDF/JPG/PNG): say why.
    const onUploadError = (_file: unknown, error: Error & { notified?: boolean }) => {
      if (error.notified) return;
      reportFailure(uppy, storageErrorText(error));
    };
    // A file Uppy refuses itself (wrong type, too large) is explained in its informer; say it for as long
    // as the others, and as the toast.
    const onRestrictionFailed = (_file: unknown, error: Error) => reportFailure(uppy, error.message);
    uppy.on('restriction-failed', onRestrictionFailed);
    uppy.addPostProcessor(confirm);
    uppy.on('complete', onComplete);
    uppy.on('upload-error', onUploadError);
    return () => {
      uppy.removePostProcessor(confirm);
      uppy.off('complete', onComplete);
      uppy.off('upload-error', onUploadError);
      uppy.off('restriction-failed', onRestrictionFailed);
    };
  }, [uppy]);

  // Each opening starts clean: no error from the last try (unless an upload is still running), and the
  // dialog has a name for assistive technology (Uppy names only its wrapper).
  useEffect(() => {
    if (!open) return;
    if (Object.keys(uppy.getState().currentUploads).length === 0) {
      uppy.clear();
      uppy.hideInfo();
    }
    const frame = requestAnimationFrame(() => dialogName(label ?? DOCUMENT_LABELS[kind]));
    return () => cancelAnimationFrame(frame);
  }, [open, uppy, kind, label]);

  // Closing after a refused file starts the next try afresh; an upload still running carries on.
  const close = () => {
    if (Object.keys(uppy.getState().currentUploads).length === 0) uppy.clear();
    onClose();
  };

  return (
    <DashboardModal
      uppy={uppy}
      open={open}
      onRequestClose={close}
      closeModalOnClickOutside
      proudlyDisplayPoweredByUppy={false}
      locale={locale}
      note={`${label ?? DOCUMENT_LABELS[kind]}: one PDF, JPG or PNG file, up to 10 MB`}
      // Phones: offer the camera through the browser's own file picker.
      fileManagerSelectionType="files"
      animateOpenClose
      browserBackButtonClose={false}
    />
  );
}

/** Copies the dashboard's label onto its dialog element, which axe (aria-dialog-name) asks to be named. */
function dialogName(documentLabel: string) {
  for (const dialog of document.querySelectorAll<HTMLElement>(
    '.uppy-Dashboard--modal .uppy-Dashboard-inner[role="dialog"]',
  )) {
    const label = dialog.closest('.uppy-Dashboard')?.getAttribute('aria-label');
    if (label?.includes(documentLabel)) dialog.setAttribute('aria-label', label);
  }
}
