import { describe, expect, it, vi } from 'vitest';
import { toast } from 'react-hot-toast';
import { clearNotifications } from './clearNotifications';
import { notify } from './notify';

describe('clearNotifications', () => {
  it('removes every notification once the notifications code has loaded', async () => {
    const remove = vi.spyOn(toast, 'remove');
    notify.error('Unauthorized');
    await clearNotifications();
    expect(remove).toHaveBeenCalledWith();
    remove.mockRestore();
  });
});
