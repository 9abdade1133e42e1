import type { Schema } from './dto-schema.js';

const SHAPE = 'portal:openapi-shape';

/**
 * The JSON Schema of a DTO property its class-validator rules do not describe (an `@Allow()`
 * field whose rules live in the service, in the order their messages are given): what a client
 * sends. Read only by the OpenAPI document (dto-schema.ts); it checks nothing.
 */
export function Shape(schema: Schema): PropertyDecorator {
  return (target, key) => Reflect.defineMetadata(SHAPE, schema, target, key);
}

/** A property's shape, if it has one. */
export function shapeOf(type: new () => object, key: string): Schema | undefined {
  return Reflect.getMetadata(SHAPE, type.prototype as object, key) as Schema | undefined;
}
