import { useEffect, useState } from 'react';

/**
 * False at mount, true from a render in a later task (a timer set once the mount is committed): for
 * work that must not join the task of the commit that mounts it, so that the browser paints and
 * answers input between the two. Unlike useHydrated's transition, which React may render in the same
 * stretch of work, a timer is always a task of its own.
 */
export function useNextTask(): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReached(true));
    return () => clearTimeout(timer);
  }, []);
  return reached;
}
