import { graphql, useMutation } from 'react-relay';
import type {
  CreateUploadInput, useCreateUploadMutation as CreateUploadMutation, useCreateUploadMutation$data,
} from '../../../__generated__/useCreateUploadMutation.graphql';

const mutation = graphql`
  mutation useCreateUploadMutation($input: CreateUploadInput!) {
    createUpload(input: $input) {
      upload {
        fileId
        uploadUrl
        headers {
          name
          value
        }
      }
      userErrors {
        field
        message
      }
    }
  }
`;

export type CreateUploadResult = useCreateUploadMutation$data['createUpload'];

/** Reserves a file and signs its upload address, as a promise (the upload itself follows). */
export function useCreateUploadMutation() {
  const [commit] = useMutation<CreateUploadMutation>(mutation);
  return (input: CreateUploadInput) =>
    new Promise<CreateUploadResult>((resolve, reject) => {
      commit({ variables: { input }, onCompleted: (data) => resolve(data.createUpload), onError: reject });
    });
}
