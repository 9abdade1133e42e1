import { SetMetadata } from '@nestjs/common';

export const ON_JOB = 'portal:on-job';

export interface JobContext {
  id: string;
  attempt: number;
  updateProgress(progress: number | object): Promise<void>;
  log(message: string): Promise<void>;
}

/** Marks a provider method as the handler of one job: `@OnJob('scraper', 'LoadDynamicGP')`. */
export const OnJob = (queue: string, name: string): MethodDecorator => SetMetadata(ON_JOB, { queue, name });
