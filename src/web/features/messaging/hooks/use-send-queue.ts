import { useCallback, useEffect, useRef, useState } from 'react';
import type { LoggedWhatsappType } from '#shared/domain/messaging';
import { SEND_INTERVAL_MS, whatsappMessageLink } from '#shared/domain/whatsapp';
import { sendQueueUi } from '#shared/messages/messaging';
import { recordNotification } from '@/api/notification-log/record-notification';
import { errorMessage, isConflict } from '@/lib/api-error';
import { navigateWindow, reserveWindow } from '../utils/open-whatsapp';

/** One WhatsApp message to open: to whom, the text, and what to record once it is opened. */
export interface OutgoingMessage {
  /** Unique within the batch (a profile or a client id). */
  key: string;
  clientName: string;
  /** E.164 as stored; null when the client has none (the message cannot be sent). */
  phone: string | null;
  text: string;
  /** Recorded in the notification log before the chat opens; a refusal (409) stops that message. */
  log?: { clientId: number; profileIds: number[]; type: LoggedWhatsappType };
}

export type SendStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface SendItem {
  message: OutgoingMessage;
  status: SendStatus;
  /** Why a failed message was not sent, in Spanish. */
  error?: string;
  /** Refused because someone already wrote to the client today (409): it may be sent again on purpose. */
  canResend?: boolean;
}

/**
 * `burst`: one message every 500 ms (spec section 9), for as long as the browser lets a page open
 * windows by itself. `stepped`: the browser blocked one, so each further message waits for a click
 * (browsers allow one new window per user gesture). `done`: every message was tried.
 */
export type SendMode = 'idle' | 'burst' | 'stepped' | 'done';

export interface SendQueue {
  items: readonly SendItem[];
  mode: SendMode;
  /** The message the next click opens while stepped. */
  current: SendItem | undefined;
  sentCount: number;
  /** Sent or failed: how far the batch has gone. */
  doneCount: number;
  /** Starts the batch; call it from the click that asked to send. */
  start: () => void;
  /** Opens the current message; call it from a click. */
  next: () => void;
  /** Sends a message refused with 409 again, on purpose (`resend`); call it from a click. */
  resend: (index: number) => void;
  /** True while a message is being recorded and opened. */
  busy: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends a batch of WhatsApp messages (one chat window each), recording each in the notification
 * log first, and falls back to one click per message when the browser blocks a window. Mount a
 * new queue (a new `key` on the component using it) for each batch.
 */
export function useSendQueue(
  messages: readonly OutgoingMessage[],
  {
    intervalMs = SEND_INTERVAL_MS,
    onSent,
    stepped = false,
  }: {
    intervalMs?: number;
    onSent?: () => void;
    /** One click per message from the first (Avisos' Enviar todos) instead of a burst first. */
    stepped?: boolean;
  } = {},
): SendQueue {
  const [items, setItems] = useState<SendItem[]>(() =>
    messages.map((message) => ({ message, status: 'pending' as const })),
  );
  const [mode, setMode] = useState<SendMode>(stepped && messages.length > 0 ? 'stepped' : 'idle');
  const [busy, setBusy] = useState(false);
  // The loop reads and writes these between awaits; state alone would be stale there.
  const statuses = useRef(items.map((item) => item.status));
  const alive = useRef(true);
  const running = useRef(false);
  const onSentRef = useRef(onSent);
  useEffect(() => {
    onSentRef.current = onSent;
  }, [onSent]);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const update = useCallback((index: number, status: SendStatus, error?: string, canResend?: boolean) => {
    statuses.current[index] = status;
    if (!alive.current) return;
    setItems((previous) =>
      previous.map((item, i) => (i === index ? { ...item, status, error, canResend } : item)),
    );
  }, []);

  const nextPending = useCallback(() => statuses.current.findIndex((status) => status === 'pending'), []);

  /** Tries one message: 'blocked' when the browser refused the window (nothing recorded). */
  const sendOne = useCallback(
    async (index: number, resend = false): Promise<'sent' | 'failed' | 'blocked'> => {
      const message = messages[index]!;
      const link = whatsappMessageLink(message.phone, message.text);
      if (!link.ok) {
        update(index, 'failed', link.error);
        return 'failed';
      }
      const target = reserveWindow();
      if (!target) return 'blocked';
      update(index, 'sending');
      if (message.log) {
        try {
          await recordNotification({ ...message.log, outcome: 'enviado', resend });
        } catch (error) {
          target.close();
          update(index, 'failed', errorMessage(error, sendQueueUi.recordFailed), isConflict(error));
          return 'failed';
        }
      }
      navigateWindow(target, link.url);
      update(index, 'sent');
      onSentRef.current?.();
      return 'sent';
    },
    [messages, update],
  );

  const finishIfDone = useCallback(() => {
    if (nextPending() === -1 && alive.current) setMode('done');
  }, [nextPending]);

  const start = useCallback(() => {
    if (running.current) return;
    running.current = true;
    setMode('burst');
    setBusy(true);
    void (async () => {
      try {
        let sentBefore = false;
        for (let index = nextPending(); index !== -1 && alive.current; index = nextPending()) {
          // Only messages that open a window need the pause; one without a phone fails at once.
          if (sentBefore) await sleep(intervalMs);
          if (!alive.current) return;
          const outcome = await sendOne(index);
          if (outcome === 'blocked') {
            if (alive.current) setMode('stepped');
            return;
          }
          sentBefore = outcome === 'sent';
        }
        finishIfDone();
      } finally {
        running.current = false;
        if (alive.current) setBusy(false);
      }
    })();
  }, [intervalMs, sendOne, nextPending, finishIfDone]);

  const next = useCallback(() => {
    const index = nextPending();
    if (index === -1 || running.current) return;
    running.current = true;
    setBusy(true);
    void (async () => {
      try {
        const outcome = await sendOne(index);
        // Still blocked on a click of its own: the browser forbids every pop-up here.
        if (outcome === 'blocked') update(index, 'failed', sendQueueUi.blocked);
        finishIfDone();
      } finally {
        running.current = false;
        if (alive.current) setBusy(false);
      }
    })();
  }, [sendOne, update, nextPending, finishIfDone]);

  const resend = useCallback(
    (index: number) => {
      if (running.current || statuses.current[index] !== 'failed') return;
      running.current = true;
      setBusy(true);
      void (async () => {
        try {
          const outcome = await sendOne(index, true);
          if (outcome === 'blocked') update(index, 'failed', sendQueueUi.blocked);
        } finally {
          running.current = false;
          if (alive.current) setBusy(false);
        }
      })();
    },
    [sendOne, update],
  );

  const currentIndex = items.findIndex((item) => item.status === 'pending');
  return {
    items,
    mode,
    current: currentIndex === -1 ? undefined : items[currentIndex],
    sentCount: items.filter((item) => item.status === 'sent').length,
    doneCount: items.filter((item) => item.status === 'sent' || item.status === 'failed').length,
    start,
    next,
    resend,
    busy,
  };
}
