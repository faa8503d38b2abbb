/** v20 answer of POST /signed-urls (docs/v20-contract.md, Uploads). */
export interface SignedUrlDto {
  file_id: string;
  upload_url: string;
  method: 'PUT';
  headers: Record<string, string>;
  expires_at: string;
  max_size_bytes: number;
}
