import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import type { JobDeclarations } from './job-names.js';
import { JobContext, ON_JOB } from './on-job.decorator.js';

export const JOB_DECLARATIONS = Symbol('JOB_DECLARATIONS');

type Handler = (data: unknown, ctx: JobContext) => Promise<unknown>;

export class JobRegistryError extends Error {
  override name = 'JobRegistryError';
}

/**
 * Collects every `@OnJob` handler at boot and checks them against the declared job names:
 * a declared job without a handler, a handler for an undeclared job, or two handlers for one
 * job stop the process before it takes any work.
 */
@Injectable()
export class JobRegistry implements OnApplicationBootstrap {
  private readonly handlers = new Map<string, Handler>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    @Inject(JOB_DECLARATIONS) private readonly declared: JobDeclarations,
  ) {}

  onApplicationBootstrap(): void {
    const problems: string[] = [];
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object' || wrapper.isNotMetatype) continue;
      const prototype = Object.getPrototypeOf(instance) as Record<string, (...args: unknown[]) => unknown>;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const meta = this.reflector.get<{ queue: string; name: string } | undefined>(ON_JOB, prototype[method]);
        if (!meta) continue;
        const key = `${meta.queue}/${meta.name}`;
        if (!this.declared[meta.queue]?.includes(meta.name)) problems.push(`handler for undeclared job ${key}`);
        if (this.handlers.has(key)) problems.push(`two handlers for job ${key}`);
        this.handlers.set(key, (data, ctx) => (instance[method] as Handler).call(instance, data, ctx));
      }
    }
    for (const [queue, names] of Object.entries(this.declared)) {
      for (const name of names) if (!this.handlers.has(`${queue}/${name}`)) problems.push(`job ${queue}/${name} has no handler`);
    }
    if (problems.length) throw new JobRegistryError(`Job registry refused to start: ${problems.join('; ')}`);
  }

  queues(): string[] {
    return Object.keys(this.declared);
  }

  isDeclared(queue: string, name: string): boolean {
    return this.declared[queue]?.includes(name) ?? false;
  }

  run(queue: string, name: string, data: unknown, ctx: JobContext): Promise<unknown> {
    const handler = this.handlers.get(`${queue}/${name}`);
    if (!handler) throw new JobRegistryError(`No handler for job ${queue}/${name}`);
    return handler(data, ctx);
  }
}
