import { Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { MEDIA_COPY, MEDIA_MAX_BYTES, MEDIA_MESSAGES } from '#shared/cms/media-rules.ts';
import { Field } from '../../components/ui/field.tsx';
import { serverMessage } from '../../lib/api-client.ts';
import { uploadMedia } from './api/upload-media.ts';

/** The file's bytes as base64, for the JSON body of the upload. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode takes its bytes as arguments, and a 4 MB photograph would overflow the stack.
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/**
 * Uploads a photograph for an image slot of the CMS Editor and hands its address to the form (the element's content):
 * the server checks the file by its content and makes the variants; a file over 4 MB is refused here before it is sent.
 */
export function MediaUploadField({ onUploaded }: { onUploaded: (address: string) => void }) {
  const [state, setState] = useState<{ status: 'idle' | 'uploading' | 'done' | 'failed'; message?: string }>({ status: 'idle' });

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MEDIA_MAX_BYTES) return setState({ status: 'failed', message: MEDIA_MESSAGES.tooLarge });
    setState({ status: 'uploading' });
    try {
      const uploaded = await uploadMedia(await base64Of(file));
      onUploaded(uploaded.address);
      setState({ status: 'done' });
    } catch (error) {
      setState({ status: 'failed', message: serverMessage(error) ?? MEDIA_MESSAGES.uploadFailed });
    }
  };

  return (
    <Field label={MEDIA_COPY.upload} helperText={MEDIA_COPY.uploadHint} errorText={state.status === 'failed' ? state.message : undefined}>
      <Input
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        p="1"
        disabled={state.status === 'uploading'}
        onChange={(event) => void upload(event.currentTarget.files?.[0])}
      />
      {state.status === 'uploading' && (
        <Text fontSize="sm" role="status">
          {MEDIA_COPY.uploading}
        </Text>
      )}
      {state.status === 'done' && (
        <Text fontSize="sm" role="status">
          {MEDIA_COPY.uploaded}
        </Text>
      )}
    </Field>
  );
}
