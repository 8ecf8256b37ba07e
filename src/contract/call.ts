import type { z } from 'zod';

/** One call of the contract: its method, path, and the zod schemas of its payload and answer. */
export interface PostCall<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  method: 'POST';
  path: string;
  request: Req;
  response: Res;
}
export interface GetCall<Res extends z.ZodType = z.ZodType> {
  method: 'GET';
  path: string;
  response: Res;
}
export type Call = PostCall | GetCall;

export const post = <Req extends z.ZodType, Res extends z.ZodType>(
  path: string,
  request: Req,
  response: Res,
): PostCall<Req, Res> => ({ method: 'POST', path, request, response });
export const get = <Res extends z.ZodType>(path: string, response: Res): GetCall<Res> => ({
  method: 'GET',
  path,
  response,
});
