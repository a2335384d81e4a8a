// Apple platform names the Swift samples may use besides SkyPathSDK. Keep it to real Apple and
// Swift names, grouped by framework; add a name here when a sample needs it.

/** Types (and a few capitalised global functions) by framework. */
export const APPLE_NAMES = {
  Swift: [
    'Any',
    'AnyObject',
    'Array',
    'Bool',
    'Character',
    'Dictionary',
    'Double',
    'Error',
    'Float',
    'Int',
    'Never',
    'Optional',
    'Result',
    'Set',
    'String',
    'Void',
  ],
  Foundation: ['Data', 'Date', 'Measurement', 'NSObject', 'Timer', 'TimeInterval', 'URL', 'UnitLength', 'UUID'],
  Dispatch: ['DispatchQueue'],
  CoreGraphics: ['CGFloat', 'CGRect'],
  CoreLocation: [
    'CLError',
    'CLLocation',
    'CLLocationCoordinate2D',
    'CLLocationCoordinate2DIsValid',
    'CLLocationDirection',
  ],
  MapKit: [
    'MKGeoJSONDecoder',
    'MKGeoJSONFeature',
    'MKMapPoint',
    'MKMapPointsPerMeterAtLatitude',
    'MKMapView',
    'MKMapViewDelegate',
    'MKOverlay',
    'MKPointAnnotation',
    'MKPolygon',
    'MKPolygonRenderer',
  ],
  UIKit: ['UIActivityViewController', 'UIApplication', 'UILabel', 'UIView', 'UIViewController'],
  UserNotifications: ['UNMutableNotificationContent', 'UNNotificationRequest', 'UNUserNotificationCenter'],
  PackageDescription: ['Package'],
};

/** Implicit member expressions (`.main`) of platform types, with the type each belongs to. */
export const APPLE_IMPLICIT_MEMBERS = {
  some: 'Optional',
  none: 'Optional',
  success: 'Result',
  failure: 'Result',
  main: 'DispatchQueue',
  global: 'DispatchQueue',
  userInitiated: 'DispatchQoS',
  utility: 'DispatchQoS',
  utf8: 'String.Encoding',
  meters: 'UnitLength',
  feet: 'UnitLength',
  pi: 'Double',
  denied: 'CLError.Code',
  default: 'UNNotificationSound',
  alert: 'UNAuthorizationOptions',
  sound: 'UNAuthorizationOptions',
  iOS: 'SupportedPlatform',
  v14: 'SupportedPlatform.IOSVersion',
  library: 'Product',
  package: 'Package.Dependency',
  target: 'Target',
  product: 'Target.Dependency',
};

/** Members every value of a kind of SDK type has through the Swift protocols it adopts. */
export const PROTOCOL_MEMBERS = {
  // RawRepresentable
  rawEnum: ['rawValue', 'init(rawValue:)'],
  // OptionSet and SetAlgebra
  optionSet: [
    'rawValue',
    'init(rawValue:)',
    'contains(_:)',
    'insert(_:)',
    'remove(_:)',
    'update(with:)',
    'union(_:)',
    'intersection(_:)',
    'symmetricDifference(_:)',
    'subtracting(_:)',
    'formUnion(_:)',
    'formIntersection(_:)',
    'subtract(_:)',
    'isEmpty',
    'isSubset(of:)',
    'isSuperset(of:)',
    'isDisjoint(with:)',
  ],
};
