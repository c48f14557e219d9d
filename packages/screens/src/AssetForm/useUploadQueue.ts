import { useEffect, useRef, useState } from 'react';
import { notify, type UploadQueueItem } from '@app/ui';
import { capturePoster } from '../shared/capturePoster';
import { shrinkPhoto } from './shrinkPhoto';
import { planUpload } from './uploadPlan';
import type { UploadFile } from './AssetForm';

/** A picked file in the queue: what the list shows, the file to upload, and once uploaded its keys. */
export interface QueuedFile extends UploadQueueItem {
  file: File;
  /** The stored file's object key, once uploaded. */
  key?: string;
  /** A video's poster key ('' without one). */
  poster?: string;
}

export interface QueueMessages {
  tooLarge: string;
  videoTooLarge: string;
  wrongType: string;
  /** The failure of an upload in the user's language: the server's reason when it gave one. */
  failure: (error: unknown) => string;
}

export interface UploadQueueOptions {
  /** A new key (another opening of the modal, another asset type) empties the queue; late results are dropped. */
  sessionKey: string;
  onUpload: UploadFile;
  accept: readonly string[];
  maxBytes: number;
  messages: QueueMessages;
}

let nextId = 0;

/**
 * The files of a create form, uploaded one after another as soon as they are picked: each is checked (a photo over
 * the limit is shrunk first), shows its own progress, and can be retried after a failure or removed.
 */
export function useUploadQueue({ sessionKey, onUpload, accept, maxBytes, messages }: UploadQueueOptions) {
  const [state, setState] = useState<{ key: string; items: QueuedFile[] }>({ key: sessionKey, items: [] });
  const items = state.key === sessionKey ? state.items : [];
  if (state.key !== sessionKey) setState({ key: sessionKey, items: [] });
  const chain = useRef<Promise<void>>(Promise.resolve());
  const urls = useRef(new Map<string, string>());
  const removed = useRef(new Set<string>());
  const latest = useRef({ onUpload, accept, maxBytes, messages });
  useEffect(() => {
    latest.current = { onUpload, accept, maxBytes, messages };
  });

  const update = (id: string, change: Partial<QueuedFile>) =>
    setState((current) => ({
      ...current,
      items: current.items.map((item) => (item.id === id ? { ...item, ...change } : item)),
    }));

  const forget = (ids: readonly string[]) => {
    for (const id of ids) {
      const url = urls.current.get(id);
      if (url) URL.revokeObjectURL(url);
      urls.current.delete(id);
    }
  };

  // the previews of a closed session (or of an unmounted form) are released
  useEffect(() => {
    const held = urls.current;
    return () => {
      for (const url of held.values()) URL.revokeObjectURL(url);
      held.clear();
    };
  }, [sessionKey]);

  const process = async (id: string, picked: File) => {
    if (removed.current.has(id)) return;
    const { onUpload: upload, accept: types, maxBytes: limit, messages: texts } = latest.current;
    const plan = planUpload(picked, types, limit);
    if (plan.action === 'refuse') {
      const reason = { type: texts.wrongType, size: texts.tooLarge, 'video-size': texts.videoTooLarge }[plan.reason];
      update(id, { status: 'refused', message: reason });
      return;
    }
    let file = picked;
    if (plan.action === 'shrink') {
      update(id, { status: 'shrinking' });
      const shrunk = await shrinkPhoto(picked, limit);
      if (!shrunk) {
        update(id, { status: 'refused', message: texts.tooLarge });
        return;
      }
      file = shrunk;
    }
    update(id, { status: 'uploading', progress: 0, size: file.size, file });
    try {
      const key = await upload({ file, onProgress: (progress) => update(id, { progress }) });
      // a video gets a poster captured here; without one (a browser that cannot decode it) it shows as a video
      const captured = file.type.startsWith('video/') ? await capturePoster(file) : null;
      const poster = captured
        ? await upload({ file: captured.poster, onProgress: () => undefined }).catch(() => '')
        : '';
      update(id, { status: 'uploaded', key, poster, progress: 100 });
    } catch (error) {
      const message = texts.failure(error);
      update(id, { status: 'failed', message });
      notify.error(message);
    }
  };

  const enqueue = (id: string, file: File) => {
    chain.current = chain.current.then(() => process(id, file)).catch(() => undefined);
  };

  const add = (files: readonly File[]) => {
    const added = files.map((file): QueuedFile => {
      nextId += 1;
      const id = `file-${nextId}`;
      const kind = file.type.startsWith('image/') ? 'image' : file.type.startsWith('video/') ? 'video' : null;
      const previewUrl = kind ? URL.createObjectURL(file) : null;
      if (previewUrl) urls.current.set(id, previewUrl);
      return { id, file, name: file.name, size: file.size, status: 'waiting', kind, previewUrl };
    });
    setState((current) => ({
      key: sessionKey,
      items: [...(current.key === sessionKey ? current.items : []), ...added],
    }));
    for (const item of added) enqueue(item.id, item.file);
  };

  const retry = (id: string) => {
    const item = items.find((candidate) => candidate.id === id);
    if (!item || item.status !== 'failed') return;
    update(id, { status: 'waiting', message: undefined });
    enqueue(id, item.file);
  };

  const remove = (ids: readonly string[]) => {
    forget(ids);
    for (const id of ids) removed.current.add(id);
    setState((current) => ({ ...current, items: current.items.filter((item) => !ids.includes(item.id)) }));
  };

  return {
    items,
    add,
    retry,
    remove,
    uploaded: items.filter((item) => item.status === 'uploaded'),
    /** Still being worked on: waiting, shrinking or uploading. */
    busy: items.some((item) => ['waiting', 'shrinking', 'uploading'].includes(item.status)),
    /** A failed upload waits for Retry or Remove. */
    failed: items.some((item) => item.status === 'failed'),
  };
}
