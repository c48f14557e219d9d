/**
 * The print kit's worker thread: draws one kit at a time off the server's event loop (kits.ts hands jobs to it).
 * The font is read once per worker.
 */
import { Piscina } from 'piscina';
import { printFont, type PrintFontSettings } from './font';
import { printKitPdf, type PrintBusiness, type PrintFormat, type PrintLink } from './kit';

export interface KitJob {
  font: PrintFontSettings;
  business: PrintBusiness | null;
  links: PrintLink[];
  format: PrintFormat;
}

export default async function drawKit(job: KitJob) {
  const pdf = await printKitPdf(await printFont(job.font), job.business, job.links, job.format);
  // handed back without a copy
  return Piscina.move(pdf.buffer.byteLength === pdf.byteLength ? pdf : pdf.slice());
}
