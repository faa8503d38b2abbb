import { photoUrl } from '../../listings/photos.js';
import type { TicketFileDto, TicketPersonDto } from '../dto.js';

export const person = (p: TicketPersonDto) => ({ userId: String(p.user_id), firstName: p.first_name });

/** v20 signs file addresses relative to itself; browsers need them absolute (V20_PUBLIC_URL). */
export const files = (publicUrl: string, list: readonly TicketFileDto[]) =>
  list.map((f) => ({ fileId: f.file_id, url: photoUrl(publicUrl, f.url) }));
