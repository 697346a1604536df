import { useRef, useState, type ChangeEvent } from 'react';
import { ImageUp, Tv, X } from 'lucide-react';
import { looksLikeImageFile } from '#shared/domain/image-type';
import { servicesMessages, servicesUi } from '#shared/messages/services';
import { imageMessages, profileImageUi } from '#shared/messages/user-profile';
import { useUploadImage } from '@/api/uploads/upload-image';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';

export interface ServiceImageFieldProps {
  value: string | null;
  onChange: (value: string | null) => void;
  onBusyChange: (busy: boolean) => void;
}

/** The service logo: uploaded as soon as it is picked, with progress; the placeholder when none. */
export function ServiceImageField({ value, onChange, onBusyChange }: ServiceImageFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    const check = looksLikeImageFile(file);
    if (check !== 'ok')
      return setError(check === 'too-large' ? imageMessages.tooLarge : imageMessages.onlyImages);
    setProgress(0);
    onBusyChange(true);
    try {
      const { imageUrl } = await upload.mutateAsync({ file, onProgress: (f) => setProgress(f * 100) });
      onChange(imageUrl);
    } catch {
      setError(servicesMessages.imageUploadFailed);
    } finally {
      setProgress(null);
      onBusyChange(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium">{servicesUi.fields.image}</span>
      <div className="flex items-center gap-3">
        <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-border bg-surface-2">
          {value ? (
            <img src={value} alt={servicesUi.fields.image} className="size-full object-cover" />
          ) : (
            <Tv aria-hidden className="size-7 text-muted" data-testid="service-image-placeholder" />
          )}
        </span>
        <div className="flex flex-wrap gap-2">
          <input
            ref={inputRef}
            type="file"
            accept="image/*"
            className="sr-only"
            aria-label={servicesUi.imagePick}
            onChange={(event) => void pick(event)}
          />
          <Button
            variant="secondary"
            size="sm"
            disabled={upload.isPending}
            onClick={() => inputRef.current?.click()}
          >
            <ImageUp aria-hidden className="size-4" />
            {servicesUi.imagePick}
          </Button>
          {value && (
            <Button variant="ghost" size="sm" disabled={upload.isPending} onClick={() => onChange(null)}>
              <X aria-hidden className="size-4" />
              {servicesUi.imageRemove}
            </Button>
          )}
        </div>
      </div>
      <p className="text-xs text-muted">{servicesUi.imageHint}</p>
      {progress !== null && <ProgressBar value={progress} label={profileImageUi.progress} />}
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}
