import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { ImageUp } from 'lucide-react';
import { looksLikeImageFile } from '#shared/domain/image-type';
import { imageMessages, profileImageUi } from '#shared/messages/user-profile';
import type { SessionUser } from '#shared/schemas/auth';
import { useUpdateProfileImage } from '@/api/auth/update-profile-image';
import { useUploadImage } from '@/api/uploads/upload-image';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ProgressBar } from '@/components/ui/progress-bar';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useAutoClose } from '@/lib/use-auto-close';
import { UserAvatar } from './user-avatar';

export interface ProfileImageDialogProps {
  user: SessionUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Outcome = { tone: 'error' | 'success'; text: string } | null;

function uploadErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 403) return imageMessages.uploadSessionExpired;
  return errorMessage(error, imageMessages.uploadFailed);
}

/** Pick an image, see it, upload it with a progress bar; or remove the current one. */
export function ProfileImageDialog({ user, open, onOpenChange }: ProfileImageDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const upload = useUploadImage();
  const update = useUpdateProfileImage();
  const busy = upload.isPending || update.isPending;

  // Each preview URL is released when it is replaced or the dialog goes away.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const setOpen = useCallback(
    (next: boolean) => {
      if (!next) {
        setFile(null);
        setPreview(null);
        setProgress(null);
        setOutcome(null);
        if (inputRef.current) inputRef.current.value = '';
      }
      onOpenChange(next);
    },
    [onOpenChange],
  );
  const close = useCallback(() => setOpen(false), [setOpen]);
  useAutoClose(outcome?.tone === 'success', close);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setOutcome(null);
    setProgress(null);
    setFile(null);
    setPreview(null);
    if (!chosen) return;
    const check = looksLikeImageFile(chosen);
    if (check !== 'ok') {
      event.target.value = '';
      return setOutcome({
        tone: 'error',
        text: check === 'too-large' ? imageMessages.tooLarge : imageMessages.onlyImages,
      });
    }
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

  const send = async () => {
    if (!file) return;
    setOutcome(null);
    setProgress(0);
    try {
      const { imageUrl } = await upload.mutateAsync({ file, onProgress: (f) => setProgress(f * 100) });
      await update.mutateAsync(imageUrl);
      setOutcome({ tone: 'success', text: profileImageUi.updated });
    } catch (error) {
      setProgress(null);
      setOutcome({ tone: 'error', text: uploadErrorText(error) });
    }
  };

  const remove = async () => {
    setOutcome(null);
    try {
      await update.mutateAsync(null);
      setOutcome({ tone: 'success', text: profileImageUi.removed });
    } catch {
      setOutcome({ tone: 'error', text: imageMessages.removeFailed });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={profileImageUi.title}
      description={profileImageUi.description}
    >
      <div className="flex flex-col gap-4">
        <div className="flex items-center gap-4">
          {preview ? (
            <img
              src={preview}
              alt={profileImageUi.preview}
              className="size-20 rounded-full object-cover ring-1 ring-border"
            />
          ) : (
            <UserAvatar user={user} className="size-20 text-2xl" />
          )}
          <div className="flex min-w-0 flex-col gap-2">
            <input
              ref={inputRef}
              id="profile-image-file"
              type="file"
              accept="image/*"
              className="sr-only"
              onChange={pick}
              disabled={busy}
            />
            <Button variant="secondary" size="sm" disabled={busy} onClick={() => inputRef.current?.click()}>
              <ImageUp aria-hidden className="size-4" />
              {profileImageUi.pick}
            </Button>
            {file && <p className="truncate text-xs text-muted">{file.name}</p>}
            <p className="text-xs text-muted">{imageMessages.profileHint}</p>
          </div>
        </div>
        {progress !== null && <ProgressBar value={progress} label={profileImageUi.progress} />}
        {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          {user.profileImage && (
            <Button variant="danger" disabled={busy} onClick={() => void remove()} className="mr-auto">
              {update.isPending && !upload.isPending && !file
                ? profileImageUi.removing
                : profileImageUi.remove}
            </Button>
          )}
          <Button disabled={!file || busy || outcome?.tone === 'success'} onClick={() => void send()}>
            {busy && file ? profileImageUi.uploading : profileImageUi.upload}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
