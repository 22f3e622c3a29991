import { BrowserNotifications, Clock, DeviceStorage, ErrorReporter, VisitApi, VisitorTracker } from '@storykeep/core';
import { ContainerModule } from 'inversify';
import { HttpVisitApi } from '../http/http-visit.api.js';
import { DeviceVisitorTracker } from './device-visitor-tracker.js';
import { LocalDeviceStorage } from './local-device-storage.js';
import { WebBrowserNotifications } from './web-browser-notifications.js';

/** localStorage, the Notification API, the wall clock, and the visitor id with its visit log. */
export function deviceModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<DeviceStorage>(DeviceStorage).toConstantValue(new LocalDeviceStorage());
    bind<BrowserNotifications>(BrowserNotifications).toConstantValue(new WebBrowserNotifications());
    bind<Clock>(Clock).toConstantValue({ now: () => Date.now() });
    bind<VisitApi>(VisitApi).to(HttpVisitApi).inSingletonScope();
    bind<VisitorTracker>(VisitorTracker)
      .toDynamicValue(
        (context) =>
          new DeviceVisitorTracker({
            storage: context.get<DeviceStorage>(DeviceStorage),
            visits: context.get<VisitApi>(VisitApi),
            clock: context.get<Clock>(Clock),
            reporter: context.get<ErrorReporter>(ErrorReporter),
          }),
      )
      .inSingletonScope();
  });
}
