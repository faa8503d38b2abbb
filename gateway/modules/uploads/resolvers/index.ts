import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { UploadPurpose } from '../enums.js';
import { createUpload } from './Mutation.createUpload.js';

export const uploadResolvers: Resolvers = {
  UploadPurpose,
  Mutation: { createUpload },
};
