import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'portal:public';

/** Opts a route out of the session guard (deny by default). */
export const Public = (): ClassDecorator & MethodDecorator => SetMetadata(IS_PUBLIC, true);
