import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ApiError } from '../../common/http/api-error.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';

export type Channel = 'sms' | 'email';

export interface OutgoingMessage {
  to: string;
  channel: Channel;
  text: string;
  /** Written only to the development outbox, so tests and demo users can read it. */
  otp?: string;
}

/** Sends SMS and mail; which provider is chosen by configuration. */
export abstract class MessageSender {
  abstract send(message: OutgoingMessage): Promise<void>;
}

/**
 * Development and test provider: one JSON line `{to, channel, text, otp, at}` per message in
 * OTP_OUTBOX_FILE, and a log line. Production refuses to start with it.
 */
@Injectable()
export class OutboxSender extends MessageSender {
  private readonly logger = new Logger('Outbox');

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
  }

  async send(message: OutgoingMessage): Promise<void> {
    const line = { to: message.to, channel: message.channel, text: message.text, otp: message.otp ?? null, at: new Date().toISOString() };
    await fs.mkdir(path.dirname(this.config.otp.outboxFile), { recursive: true });
    await fs.appendFile(this.config.otp.outboxFile, `${JSON.stringify(line)}\n`);
    this.logger.log(`${message.channel} to ${message.to}: ${message.text}`);
  }
}

/**
 * An HTTP SMS gateway. SMS_GATEWAY_URL may hold {mobile} and {message} placeholders (GET), or
 * receive `{to, message}` as JSON (SMS_GATEWAY_METHOD=POST); SMS_GATEWAY_AUTH is sent as the
 * Authorization header. The code is never logged.
 */
@Injectable()
export class HttpSmsSender extends MessageSender {
  private readonly logger = new Logger('SmsGateway');

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
  }

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel !== 'sms') throw ApiError.unavailable('EMAIL_NOT_CONFIGURED');
    const { smsGatewayUrl, smsGatewayMethod, smsGatewayAuth } = this.config.otp;
    const mobile = `91${message.to}`;
    const url = smsGatewayUrl!.replace('{mobile}', encodeURIComponent(mobile)).replace('{message}', encodeURIComponent(message.text));
    const headers: Record<string, string> = {};
    if (smsGatewayAuth) headers.Authorization = smsGatewayAuth;
    let ok = false;
    try {
      const res = await fetch(url, {
        method: smsGatewayMethod,
        headers: smsGatewayMethod === 'POST' ? { ...headers, 'Content-Type': 'application/json' } : headers,
        body: smsGatewayMethod === 'POST' ? JSON.stringify({ to: mobile, message: message.text }) : undefined,
        signal: AbortSignal.timeout(10000),
      });
      ok = res.ok;
      if (!ok) this.logger.error(`SMS gateway answered ${res.status} for ${message.to}`);
    } catch (err) {
      this.logger.error(`SMS gateway unreachable: ${(err as Error).message}`);
    }
    if (!ok) throw new ApiError(HttpStatus.BAD_GATEWAY, 'OTP_SMS_FAILED');
  }
}
