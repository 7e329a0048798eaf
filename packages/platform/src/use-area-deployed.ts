import { useEffect, useState } from 'react';
import { isAreaDeployed } from './deployed-areas';

/** Whether a microfrontend area is deployed; false until the manifest has been read. */
export function useIsAreaDeployed(name: string): boolean {
  const [deployed, setDeployed] = useState<{ name: string; deployed: boolean } | null>(null);
  useEffect(() => {
    let current = true;
    void isAreaDeployed(name).then((answer) => {
      if (current) setDeployed({ name, deployed: answer });
    });
    return () => {
      current = false;
    };
  }, [name]);
  return deployed !== null && deployed.name === name && deployed.deployed;
}
