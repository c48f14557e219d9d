import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MediaPreview } from '@app/ui';

/** A small illustration standing in for an uploaded campaign photo (an already-resolved URL). */
const PHOTO_URL = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">' +
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f8bbd0"/><stop offset="1" stop-color="#7986cb"/></linearGradient></defs>' +
    '<rect width="640" height="360" fill="url(#g)"/><circle cx="500" cy="90" r="44" fill="#fff59d"/>' +
    '<path d="M0 300 L170 150 L300 270 L420 190 L640 330 L640 360 L0 360 Z" fill="#3949ab" opacity="0.85"/>' +
    '</svg>',
)}`;

/** A one-second 160x90 H.264 test clip (4 KB), standing in for an uploaded campaign video. */
const CLIP_URL =
  'data:video/mp4;base64,AAAAIGZ0eXBpc29tAAACAGlzb21pc28yYXZjMW1wNDEAAAM5bW9vdgAAAGxtdmhkAAAAAAAAAAAAAAAAAAAD6AAAA+gAAQAAAQAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAgAAAmN0cmFrAAAAXHRraGQAAAADAAAAAAAAAAAAAAABAAAAAAAAA+gAAAAAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAABAAAAAAKAAAABaAAAAAAAkZWR0cwAAABxlbHN0AAAAAAAAAAEAAAPoAAAAAAABAAAAAAHbbWRpYQAAACBtZGhkAAAAAAAAAAAAAAAAAAAoAAAAKABVxAAAAAAALWhkbHIAAAAAAAAAAHZpZGUAAAAAAAAAAAAAAABWaWRlb0hhbmRsZXIAAAABhm1pbmYAAAAUdm1oZAAAAAEAAAAAAAAAAAAAACRkaW5mAAAAHGRyZWYAAAAAAAAAAQAAAAx1cmwgAAAAAQAAAUZzdGJsAAAAunN0c2QAAAAAAAAAAQAAAKphdmMxAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAAKAAWgBIAAAASAAAAAAAAAABFUxhdmM1OS4zNy4xMDAgbGlieDI2NAAAAAAAAAAAAAAAGP//AAAAMGF2Y0MBQsAK/+EAGGdCwArZAo35MBEAAAMAAQAAAwAKDxImSAEABWjLgOSyAAAAEHBhc3AAAAABAAAAAQAAABRidHJ0AAAAAAAAZpgAAGaYAAAAGHN0dHMAAAAAAAAAAQAAAAUAAAgAAAAAFHN0c3MAAAAAAAAAAQAAAAEAAAAcc3RzYwAAAAAAAAABAAAAAQAAAAUAAAABAAAAKHN0c3oAAAAAAAAAAAAAAAUAAAaXAAABtgAAAcEAAAF7AAABSgAAABRzdGNvAAAAAAAAAAEAAANpAAAAYnVkdGEAAABabWV0YQAAAAAAAAAhaGRscgAAAAAAAAAAbWRpcmFwcGwAAAAAAAAAAAAAAAAtaWxzdAAAACWpdG9vAAAAHWRhdGEAAAABAAAAAExhdmY1OS4yNy4xMDAAAAAIZnJlZQAADNttZGF0AAACcAYF//9s3EXpvebZSLeWLNgg2SPu73gyNjQgLSBjb3JlIDE2NCByMzA5NSBiYWVlNDAwIC0gSC4yNjQvTVBFRy00IEFWQyBjb2RlYyAtIENvcHlsZWZ0IDIwMDMtMjAyMiAtIGh0dHA6Ly93d3cudmlkZW9sYW4ub3JnL3gyNjQuaHRtbCAtIG9wdGlvbnM6IGNhYmFjPTAgcmVmPTMgZGVibG9jaz0xOjA6MCBhbmFseXNlPTB4MToweDExMSBtZT1oZXggc3VibWU9NyBwc3k9MSBwc3lfcmQ9MS4wMDowLjAwIG1peGVkX3JlZj0xIG1lX3JhbmdlPTE2IGNocm9tYV9tZT0xIHRyZWxsaXM9MSA4eDhkY3Q9MCBjcW09MCBkZWFkem9uZT0yMSwxMSBmYXN0X3Bza2lwPTEgY2hyb21hX3FwX29mZnNldD0tMiB0aHJlYWRzPTMgbG9va2FoZWFkX3RocmVhZHM9MSBzbGljZWRfdGhyZWFkcz0wIG5yPTAgZGVjaW1hdGU9MSBpbnRlcmxhY2VkPTAgYmx1cmF5X2NvbXBhdD0wIGNvbnN0cmFpbmVkX2ludHJhPTAgYmZyYW1lcz0wIHdlaWdodHA9MCBrZXlpbnQ9MjUwIGtleWludF9taW49NSBzY2VuZWN1dD00MCBpbnRyYV9yZWZyZXNoPTAgcmNfbG9va2FoZWFkPTQwIHJjPWNyZiBtYnRyZWU9MSBjcmY9NDAuMCBxY29tcD0wLjYwIHFwbWluPTAgcXBtYXg9NjkgcXBzdGVwPTQgaXBfcmF0aW89MS40MCBhcT0xOjEuMDAAgAAABB9liIRf4irgwIVvFBpJgJv99x8h5fo08SJtQraJHcHo3WHn2E02aoEQRHCXgCAJs4iHAaFK6IisiSKEpYelcXgmiKxEMNx/1JQtZQm/33E1d63i6Q0tMvVo0zzTMjkQuhtBvg1hzBSUsBPmViuk5jViIq4ioY3tX/MO4SO/ZzFZ7jdYefXv3zP/Hx3i0zoKT4wCZrA2qII1sFlisozuN84iOIm7tu5/DvqPh+TZNMeB3XKZWI+EqgWJO71OAecDkZgLrsTIuXswoBM1ttusCTY6ZvnF0RWURiI4W9EECc2NU3xzKZI39XRdTN8cNec5/Rk/xQHSL9ATf77jo6EBN/vuEqSm9QNFjnc42dyTHf7jdYeqLHdd0hqxAAhkOkB9CsY/QrGL8iDcIX5EG4RzLzN0RWSURWXXwg34QqKfEdwe/PjBikE8ChAggFpzIyiMcA4GIM/PxiVxdw8Nh3uMgF8OD3/2/Cj5AghfM0A3HwAO/6XfkM/w//grJN8GjiAAGgAeaGaEDkM1zDkM1zEQUuIhobUADwCH2CwPZxBAokdrEJrEKaSsgvkfqp6f/80C5/8SWBaKKqIg6/+nOtgnGqFoigzITKtu8btwvIEYod9rP/gTf33H6ik1KRVYgEyAwx+Z7kS3I/Pz4RLb8jWH/2C8lLR0j6ULDMDgAk0aUou/CoUHP2XuKbgDLtNjLvi+DWoGMIs1enb9PT40UBhg7sZhaLcefn3aa7wyUkg+0/abXePtbb7wLML6HQ/odD+bweD/+mEcMMA/4bD2GvRd8PHAwA8Eb3bwCapNAszlh4XkAEqr2UP5TP+BVhJEzaOLkrOWCvYmKjHEAmBaIYgxf8SX4/h+g148vcCphTDCEMhXLNDGdCZllZ3MWiKRCOv1l3444Bj3Lul3igPpcDgA8GAsjLtReKjHgYqXa0ac0BiUJ54Xb//HuA2Qi1GbdP67t7rAi3rUDGEV1vT//8QwZf9a+a/u8P/AP8uYZe5P75UEEVbF1ABG29D0rAFX6dOaAcP/iAcAgti1xLQRTeomZ+BxDFljkAZk0FYoABSOPpguUXxFIQUsEDvojuusCT52p7l0ZlFX9OwSigfHBimFQcAAkAAIEvEAALgJEBBMPauQ9q5DhL7kOEvuC4LwHEjJMLAkSxfF8uGxg8NiI/8PQb2uuBwzhIEguLzFuP18LABia7+3fv/4BwX825vi5hAAJAi6jdzAEF5VvoAY+mvWnH0Ism68H/xDwCC21xqghNJZiEyHA5CEljiAIyoKaeKYKCsDyH/fIN3B6+75AqquQXruSemC2mNimCr2x2PxUYDbyBnYGBdBfhLEPFDJnimUCFrS7AaEJiTi+uzfmHFgrmdB9UfUsUwUVrXzkBSKYiaGADT09PTz4roYpTMNK6mG8AAAAbJBmji/hrlQOEC5VCkkAQrTMxwZWGQpIBHuSBDD+FuVAXL3Sf8N4Y9clSL/8piT+yroNwTV6WmbIXfgI1vrXX4YuX+eQAiY0/g1O5CGaIXaCAsV+HH3gB/VNId/mfBEfVedQioRPQOwQ/7f0WJn4IqqqgEgf0IIjSZbYq9MW5foTCQMQuEw5gTy7J6vc2gH/DfD/YbIsJrMya154uezh8XW3/SIyPETetLHz8kH4BeV91+nxv7Pw/L0Zj4a7uB/BTRxDudMKmX4QxxqB2IMwfgDNrRc8GNuwrPYoqWUVLAYX5jk8GT/ByeYLkGIpqTCzVRdRI0Bjj+1p/a07BHCAMzl4qDLnv/Pmnx+DLyLGlf3GV4Pz+Af+QBxyaY2pxbBndwiGMewZwDhW1WEK+cCT52oQQ0FfLRGK3GjGv/nIAxCWlhOlzwC77K1/FUgVxsNE5s4C/hIvnoLAQyT2f8FWfeMrJFZYUHButYAoVN/8AafxfMb1+CEIqMAVfx7zECr8G7vwKqVyj0PAdTKWKrloQqFwJBR7GNkIEL4Hr75gXruWS56/mKiH/YELXgitPU6f4QxMAAAAb1BmlQTrw5e8WXBFszOf3ubWFWnUNkDXDse+4JRmTV/8OVrODwPTufDm//frUToJJD8duYHsrgdIdx7grOT2ez2eqqqK8IY+yD9GDLvxNjjELClrkBAGHVBdNMvf7/gpiCF8sJYYxBsXE6IqwhbDgJoDb34m5TtkyfBHW0fXINhbhlOzx3rf69M+NT1oZdh6L/ucngA07p0tvvwhusfTf63+SwrVdc2HRx+FVfCC4gZmNS2Gfpk2PAXZ4EpF/wTf84QUXAwsITISJkGxy3tM29YJkCcIglu99u5AIrwzQEUM7vCX6DOk/+NgrFAAIQ6mEIDQNO+f8aEsnz+BkhgE3Nz55hAFq59wCa+lkY5JYqEvBLObIB+G/uegYPoQUPssEguYDAw4Aza0KzwIr32Cvf3+AML8xyeDJ/g5PP/jQIKLhrg90VKeUHAbM8Vw1QLVi65mA8wb8GIZz/AFDAp14AwO0HUP+hu6U6P9q4ZFfwyNUqf6gXRkMFm+LvgHFfiZn/AiVrPUAF3nCwSwx4n8R+IOlqLlQiy8EX9M8YKYOqdJIe/wVVpWE+X2hm4ZNL/IVJeEGkZPg2f9fL9VVeAAAABd0GaYNy39YW46cMM74ZYvtLlwwdv/54FeeB1Vz+H2Xu/D0NyevhU/8Dph3NJ/WMYQUdaBuD3cP+TjqmZJWpgIKBP1q8gEEEgJph+D2PNk/fyA8/CcM2nXqAymy1v2gFP6xsQXE/8/gO+EVtvsw/68PVqJ4qn8KJMg74us4KGGx41Lv2J7G/zY/C74igXExagcxhCCYfhRll1jUskZYSl0V0fDdaqK4S6/5ld4QRTcKHWCbTYb4nsvBXwI+T2//DGTNRe4SiDCthcBJmcOGf1genkaYCN0WOafBVP1aYYgpA2ngYAaCINnLKzlsKl/+T+vDGBZ8MHugiOtcGqnirkvSuLqAs9WP5Q1vcif8Eq6/0BTbj77f8EVd/o3oN9rwQCIP9fhq68nH4QzaXrg1DoEQ9z/No6VW4CvDdapgbmFTeK08T/GhK+dgnlbYUhX30384KEDufnKu33hmtYOhoJfvN2zwcIm571HAHJq6qBO6zhtfc+Z+0/wAAAAUZBmoBXN4I4e6X9fhzWoCJVwYlc+T7v/OUq/+APGZwEvqk9f3zkCpsIkz/PAL6J+3/oudhCVwJULfeJLFfhu94DQG4v9py4bBISHtU8W83DZOTwBax4qP/FzwHTiATP05d8551/+Ga1gOhLM/ACjEq/tPnv+/SvALVBJe87CAEKh0IKO8aBw46fE9RGhZp/V+8NdVBhmEi+m1sybkGzlhntYPXPKvgRNXDXWEgwgU+vw0CQO+KyZegE/CUbD+BBOYA4V9whT54Qp8+CEq1oAfB+eB2IJ1cPkd/gGu8ty/a3ZPv8d+8OdXX+G7UcIB09AY/pw6xPNuPeAKFTeK+bQ72Odgnq+rzgoIRSpjPZhuYen2sR1cH4mHDq+v+C9NR8Mke8kPbUn09dXUY7X8SD0OXvMIS0X1lFi5Ycrv5LgcKfwYgi1qCkLg==';

const LONG_NOTE =
  'Spring launch: highlight the new matcha latte, free upsizing every weekday before 10am, and the loyalty stamp card.';

const meta = {
  title: 'UI/MediaPreview',
  component: MediaPreview,
  args: { type: 'image', src: PHOTO_URL, alt: 'Spring launch banner', size: 'card' },
  argTypes: {
    type: { control: 'inline-radio', options: ['image', 'video', 'note'] },
    size: { control: 'inline-radio', options: ['thumbnail', 'card'] },
  },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: (parameters.previewMaxWidth as string | number | undefined) ?? 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MediaPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the image is shown with its alternative text', async () => {
      const image = canvas.getByRole<HTMLImageElement>('img', { name: 'Spring launch banner' });
      await expect(image).toHaveAttribute('src', PHOTO_URL);
      await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
      await expect(image).toBeVisible();
    });
    await step('no state text is shown', async () => {
      await expect(canvas.queryByText('No file')).not.toBeInTheDocument();
      await expect(canvas.queryByText('Loading...')).not.toBeInTheDocument();
    });
  },
};

export const ImageThumbnail: Story = {
  args: { size: 'thumbnail' },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Spring launch banner' });
    const frame = image.parentElement as HTMLElement;
    await expect(Math.round(frame.getBoundingClientRect().width)).toBe(112);
  },
};

export const Video: Story = {
  args: { type: 'video', src: CLIP_URL, videoLabel: 'Campaign video' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('a muted video with controls and an accessible name', async () => {
      const video = canvasElement.querySelector('video') as HTMLVideoElement;
      await expect(video).toHaveAttribute('aria-label', 'Campaign video');
      await expect(video).toHaveAttribute('src', CLIP_URL);
      await expect(video.controls).toBe(true);
      await expect(video.muted).toBe(true);
    });
    await step('the clip loads', async () => {
      const video = canvasElement.querySelector('video') as HTMLVideoElement;
      await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(1));
      await expect(canvas.queryByText('No file')).not.toBeInTheDocument();
    });
  },
};

export const Note: Story = {
  args: { type: 'note', src: null, noteContent: LONG_NOTE },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('exactly the first 50 characters are shown, nothing added', async () => {
      const preview = canvas.getByText(LONG_NOTE.slice(0, 50));
      await expect(preview.textContent).toBe(LONG_NOTE.slice(0, 50));
      await expect(preview.textContent).toHaveLength(50);
      await expect(canvas.queryByText(LONG_NOTE)).not.toBeInTheDocument();
    });
    await step('the whole note is available on hover', async () => {
      await expect(canvas.getByText(LONG_NOTE.slice(0, 50))).toHaveAttribute('title', LONG_NOTE);
    });
  },
};

export const ShortNote: Story = {
  args: { type: 'note', src: null, noteContent: 'Free parking after 6pm.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Free parking after 6pm.')).toBeVisible();
  },
};

export const ChineseNoteThumbnail: Story = {
  args: {
    type: 'note',
    size: 'thumbnail',
    src: null,
    noteContent:
      '春季新品上市：抹茶拿铁限时买一送一，工作日早上十点前免费升杯，集满十个印章再送一杯招牌咖啡，欢迎带朋友一起来打卡！',
  },
  play: async ({ canvasElement, args }) => {
    const expected = Array.from(args.noteContent ?? '')
      .slice(0, 50)
      .join('');
    await expect(within(canvasElement).getByText(expected).textContent).toBe(expected);
  },
};

export const EmptyNote: Story = {
  args: { type: 'note', src: null, noteContent: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Empty note')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { src: null, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const NoFile: Story = {
  args: { src: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No file')).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const VideoNoFile: Story = {
  args: { type: 'video', src: undefined, size: 'thumbnail' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No file')).toBeVisible();
    await expect(canvasElement.querySelector('video')).toBeNull();
  },
};

export const BrokenImage: Story = {
  args: { src: 'data:image/png;base64,bm90IGFuIGltYWdl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('No file')).toBeVisible());
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** A real 320 px WebP thumbnail, as the server makes for every uploaded photo (1.4 KB). */
const THUMBNAIL_URL =
  'data:image/webp;base64,UklGRqwFAABXRUJQVlA4IKAFAABwKQCdASpAAbQAPpVKoUwlpCMiJRNoSLASiWdu4AWkAi8p2U1v+hMX/8/9vesQXYrtAb+wSLk7/1X9D4AiAeAoN1rwFButeAoKLWAxRsntiGi3HT/08FRN2JRWUVg5n1FweZEHyJRWM/7Nj//AjTYvGPDaXQccRqy3wEHi+iHpP/mZfxtyAln//5j2I30Hf3veZMgocep3//////YY//sxqFYPe6y0Ky+2Lxudi+MMVIYQWcPUIgJN8LRaSWobFOoOwdBsmuvazlIGePAUG6IzOsZbQSeMVfHQsdUTaNescVowUzaF4bSWAENcIp/keU+cRTx8/4mr/DjSMEUDHneqqqTpt3gfRBSheOv3ns7GA8MBCDwEvxUjzWBTFsNeGPP/S7U1GATSsUeUqhse188j+Z8rqeSN2IsDadF7AtSHg0owVoQDhxIVDONFt+Wq4s75SI/8AP7wz7j/9x/PX7AlB/UTmzopCNtXdjLqAZpaC/Yf/eO3aRZVJYYs0XVLov8ZXBO+inW74a3xs8mfFCOi/CcTjJE/9fpDsIgxQe1Rmdz4cn07tXLzQ69yK0++Q9eQEtQyMZQkSSaoLF/pyDCM/Q/Scf/+VVEtdly3s0D9rgbJZF12kIECeh9n78MjYyEptOkWwqkR5atHx9IUSB7hgKtCOUUMky4m+R3kUg3RHnGXFV6DWwzZjK3TSMB+6yZBgKqEHxPf5wQxjHWSzFtA8YIRqAh+W0iwm+pHQRcKERNxtLo777vHILKiw5JR6qepgENR7nhFdNRetMsIXdmS50+tsyFsn/h6QHdUwXVXmPWFJXx3/JiLgNdvlSJkVACjUP0mqIPt+Uc0G45wLI1a8Aeex0JicD5uHPLAH5n1j+ABMOK9JQFNQcLQBPEnrLuRCXBmmKpvrvAAAtbgR/7FgpnolJ8Irl8J7yekLPJ5GZxuxw0Zy8jiqpt4bdrcwZGdDbaNso4TcJOVk8cLKuH4Xicsi+6zV5Kg76PgXXewzNlQID44pC+OdpaiNMRC0hK+d6IGXWdFj6r6Qa6Du70aR6XWLFAUDp04WyWldJzfgPek2XkJbQhGfCWgTMN3S1az6HyGQI3F9THgRmKHbBvOoXSCHCmjaTGz1aVDYr0nZ5NPyN6XLYODDF3FJzT+Qo78bgk+S6slLmx1P5EQxovo1U04q7VWVEoGGw7t+mlKdrGBffZf96CbxubLf9+1qsQmow/CMtKtrrrrG5lhZ3kMYqhArwAFjfeYj9NmPjx4zhYdzIGgddnBgPZ0PlWKDkhUlvEgSpadtk5xu2iNO+iz0MZFE18oYS37tgsGLHF8cphVASg4OFcItjdgOApn1zYz5SoAVZWDs9/XZ/I82/yENQk81Jq36KWVrwxAR28C3FCb+dR4TYlHKdgrh9kGPJ8yq35fbrrCfTo48U0933OISuKVYY/b6myuC/dwvKmkUKPNJX4xRfNIYbfVsRn9ePvrbmykxSWf22NVcV8R4GpPykGGEKMHivRGASq3/b40cd6W+7kNwFkmvavna7CXic4b6PKu0RdlK2CoNi4pCV/aWO7k5BQLIq3goFprRtWqKucbbXvqiT/1AI+SAG6eKQyx7/EAJ881G+hpehqSe11Vf6L6oKGzTR3U4M/XOeglVHmpgz6utJ/2rY2GhRKHZ4neMOAM7CaHoBcVAoYm7Ksi9NWQYlAw0BHp6fnw+vFM7OSA9uJwrCuNFtiW2kyaj/n/Yb0tYfQWpgsI70UKfa8nsGulYVWc3NB9l3jF41PslybVeu4XO+imhn+/FIeGUuD019AhoCp3zr+kferr3lzFounPBxNlGWn/mgMI0YJCyr6qA7Slf0oDdQqfS8XfEwNijM6QT1XHQ53oCJErIivAy/nSCqD1nIvMzYuDWuTvBcgdMbRm2LJVqFKB/YgAAAA=';

export const ImageWithVersions: Story = {
  args: { src: THUMBNAIL_URL, srcSet: `${THUMBNAIL_URL} 320w, ${PHOTO_URL} 1280w`, alt: 'Menu photo' },
  play: async ({ canvasElement, step }) => {
    const image = within(canvasElement).getByRole<HTMLImageElement>('img', { name: 'Menu photo' });
    await step('the thumbnail, with the display version for wider or sharper screens beyond a phone', async () => {
      await expect(image).toHaveAttribute('src', THUMBNAIL_URL);
      const source = image.parentElement?.querySelector('source');
      await expect(source).toHaveAttribute('media', 'not all and (max-width: 47.98rem)');
      await expect(source?.getAttribute('srcset')).toContain('320w');
      await expect(source?.getAttribute('srcset')).toContain('1280w');
      await expect(source).toHaveAttribute('sizes');
    });
    await step('loads lazily, decodes off the main thread, and holds its space before it loads', async () => {
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('decoding', 'async');
      await expect(image).toHaveAttribute('width', '320');
      await expect(image).toHaveAttribute('height', '180');
      await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
    });
  },
};

/** A card drawn wide (1280 px): a desktop takes the display version. */
export const WideCardOnDesktop: Story = {
  args: { ...ImageWithVersions.args, sizes: '1280px' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole<HTMLImageElement>('img', { name: 'Menu photo' });
    await waitFor(() => expect(image.currentSrc).toBe(PHOTO_URL));
  },
};

/** The same card on a phone takes the 320 px thumbnail: the display version is never downloaded there. */
export const WideCardOnPhoneTakesThumbnail: Story = {
  args: { ...ImageWithVersions.args, sizes: '1280px' },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole<HTMLImageElement>('img', { name: 'Menu photo' });
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
    await expect(image.currentSrc).toBe(THUMBNAIL_URL);
  },
};

export const ThumbnailTileUsesThumbnailOnly: Story = {
  args: {
    size: 'thumbnail',
    src: THUMBNAIL_URL,
    srcSet: `${THUMBNAIL_URL} 320w, ${PHOTO_URL} 1280w`,
    alt: 'Menu photo',
  },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole<HTMLImageElement>('img', { name: 'Menu photo' });
    await expect(image).not.toHaveAttribute('srcset');
    await expect(image.parentElement?.querySelector('source')).toBeNull();
    await waitFor(() => expect(image.currentSrc).toBe(THUMBNAIL_URL));
  },
};

export const VideoWithPoster: Story = {
  args: { type: 'video', src: CLIP_URL, poster: THUMBNAIL_URL, videoLabel: 'Campaign video' },
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video') as HTMLVideoElement;
    await expect(video).toHaveAttribute('poster', THUMBNAIL_URL);
    // only the metadata loads before it is played: enough for its length, shown over the poster
    await expect(video).toHaveAttribute('preload', 'metadata');
    await expect(video).toHaveAttribute('aria-label', 'Campaign video');
    const duration = await within(canvasElement).findByText('0:01');
    await expect(duration).toBeVisible();
    const [frame, badge] = [video.getBoundingClientRect(), duration.getBoundingClientRect()];
    await expect(badge.top).toBeGreaterThanOrEqual(frame.top);
    await expect(badge.right).toBeLessThanOrEqual(frame.right);
  },
};

export const BrokenThumbnail: Story = {
  args: { size: 'thumbnail', src: 'data:image/webp;base64,bm90IGFuIGltYWdl', alt: 'Menu photo' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('No file')).toBeVisible());
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const AllVariants: Story = {
  parameters: { previewMaxWidth: 'none' },
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <MediaPreview type="image" src={PHOTO_URL} alt="Spring launch banner" />
        <MediaPreview type="video" src={CLIP_URL} videoLabel="Campaign video" />
        <MediaPreview type="note" noteContent={LONG_NOTE} />
        <MediaPreview type="image" loading />
        <MediaPreview type="video" src={null} />
      </div>
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(3, 240px)', alignItems: 'start' }}>
        <MediaPreview size="card" type="image" src={PHOTO_URL} alt="Spring launch banner, card" />
        <MediaPreview size="card" type="video" src={CLIP_URL} videoLabel="Campaign video, card" />
        <MediaPreview size="card" type="note" noteContent={LONG_NOTE} />
        <MediaPreview size="card" type="image" loading />
        <MediaPreview size="card" type="image" src={null} />
      </div>
    </div>
  ),
};
