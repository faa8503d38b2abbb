import type { CityPageInfo } from '../../../common/regions.js';

/**
 * Real neighbourhoods of each city page, with their zip code, a point near their
 * centre and streets that run through them, so demo addresses read like places
 * people actually rent rooms in.
 */
export interface Neighborhood {
  city: string;
  name: string;
  zip: string;
  lat: number;
  lng: number;
  streets: readonly string[];
}

export interface CityPlaces {
  slug: CityPageInfo['slug'];
  state: string;
  /** Typical monthly BASE rent of a bedroom there, in dollars (low, high). */
  baseRent: readonly [number, number];
  neighborhoods: readonly Neighborhood[];
}

const n = (city: string, name: string, zip: string, lat: number, lng: number, streets: string[]): Neighborhood => ({ city, name, zip, lat, lng, streets });

export const PLACES: readonly CityPlaces[] = [
  { slug: 'ga/atlanta', state: 'GA', baseRent: [725, 1050], neighborhoods: [
    n('Atlanta', 'Inman Park', '30307', 33.7596, -84.3534, ['Euclid Ave NE', 'Elizabeth St NE', 'Edgewood Ave NE', 'Hurt St NE', 'Lake Ave NE']),
    n('Atlanta', 'Old Fourth Ward', '30312', 33.765, -84.37, ['Boulevard NE', 'Randolph St NE', 'Sampson St NE', 'Highland Ave NE']),
    n('Atlanta', 'Virginia-Highland', '30306', 33.781, -84.356, ['N Highland Ave NE', 'Virginia Ave NE', 'Barnett St NE', 'St Charles Ave NE', 'Greenwood Ave NE']),
    n('Atlanta', 'Grant Park', '30312', 33.738, -84.37, ['Cherokee Ave SE', 'Park Ave SE', 'Sydney St SE', 'Ormond St SE', 'Augusta Ave SE']),
    n('Atlanta', 'Kirkwood', '30317', 33.753, -84.318, ['Hosea L Williams Dr NE', 'Oakview Rd NE', 'Howard St NE', 'Warren St NE', 'Wyman St NE']),
    n('Atlanta', 'East Atlanta', '30316', 33.74, -84.342, ['Glenwood Ave SE', 'Flat Shoals Ave SE', 'Moreland Ave SE', 'Stokeswood Ave SE']),
    n('Atlanta', 'West End', '30310', 33.737, -84.413, ['Lawton St SW', 'Oglethorpe Ave SW', 'Lee St SW', 'Peeples St SW']),
  ] },
  { slug: 'nc/charlotte', state: 'NC', baseRent: [675, 975], neighborhoods: [
    n('Charlotte', 'Plaza Midwood', '28205', 35.222, -80.807, ['Central Ave', 'The Plaza', 'Thomas Ave', 'Commonwealth Ave', 'Hawthorne Ln']),
    n('Charlotte', 'NoDa', '28206', 35.246, -80.8, ['N Davidson St', 'E 36th St', 'Yadkin Ave', 'Mercury St', 'Charles Ave']),
    n('Charlotte', 'Dilworth', '28203', 35.206, -80.852, ['East Blvd', 'Park Ave', 'Euclid Ave', 'Kingston Ave', 'Lyndhurst Ave']),
    n('Charlotte', 'Elizabeth', '28204', 35.213, -80.824, ['Elizabeth Ave', 'E 7th St', 'Clement Ave', 'Greenway Ave', 'Bay St']),
    n('Charlotte', 'Wesley Heights', '28208', 35.233, -80.864, ['Grandin Rd', 'Walnut Ave', 'Tuckaseegee Rd', 'Summit Ave']),
    n('Charlotte', 'Villa Heights', '28205', 35.236, -80.815, ['Parkwood Ave', 'Pinckney Ave', 'Allen St', 'Umstead St']),
  ] },
  { slug: 'nc/durham', state: 'NC', baseRent: [650, 925], neighborhoods: [
    n('Durham', 'Trinity Park', '27701', 36.009, -78.904, ['Watts St', 'Dacian Ave', 'Trinity Ave', 'Gregson St', 'Minerva Ave']),
    n('Durham', 'Old West Durham', '27705', 36.008, -78.924, ['Ninth St', 'Englewood Ave', 'Green St', 'Hillsborough Rd', 'Alabama Ave']),
    n('Durham', 'Walltown', '27705', 36.015, -78.92, ['W Club Blvd', 'Onslow St', 'Sedgefield St', 'Berkeley St']),
    n('Durham', 'Old North Durham', '27701', 36.008, -78.893, ['N Mangum St', 'N Roxboro St', 'Geer St', 'Glendale Ave', 'Lamond Ave']),
    n('Durham', 'Lakewood', '27707', 35.985, -78.915, ['Chapel Hill Rd', 'Lakewood Ave', 'Wells St', 'Bivins St']),
    n('Durham', 'East Durham', '27703', 35.993, -78.874, ['Angier Ave', 'S Driver St', 'Holloway St', 'S Guthrie Ave']),
  ] },
  { slug: 'nc/raleigh', state: 'NC', baseRent: [675, 975], neighborhoods: [
    n('Raleigh', 'Five Points', '27608', 35.802, -78.647, ['Fairview Rd', 'Whitaker Mill Rd', 'Glenwood Ave', 'Alexander Rd', 'Sunset Dr']),
    n('Raleigh', 'Oakwood', '27601', 35.784, -78.631, ['N Bloodworth St', 'Polk St', 'Euclid St', 'E Jones St', 'N East St']),
    n('Raleigh', 'Boylan Heights', '27603', 35.774, -78.651, ['Boylan Ave', 'Cutler St', 'Florence St', 'W Cabarrus St', 'Dorothea Dr']),
    n('Raleigh', 'Mordecai', '27604', 35.793, -78.632, ['Mordecai Dr', 'Marshall St', 'Courtland Dr', 'Oakwood Ave']),
    n('Raleigh', 'Village District', '27605', 35.79, -78.661, ['Oberlin Rd', 'Smallwood Dr', 'Daniels St', 'Clark Ave', 'Everett Ave']),
    n('Raleigh', 'University Park', '27607', 35.79, -78.676, ['Hillsborough St', 'Chamberlain St', 'Gardner St', 'Brooks Ave', 'Kilgore Ave']),
  ] },
  { slug: 'triad', state: 'NC', baseRent: [525, 750], neighborhoods: [
    n('Greensboro', 'Fisher Park', '27401', 36.083, -79.79, ['Fisher Ave', 'N Elm St', 'Isabel St', 'Magnolia St']),
    n('Greensboro', 'College Hill', '27403', 36.068, -79.803, ['Spring Garden St', 'Walker Ave', 'Tate St', 'Mendenhall St', 'Carr St']),
    n('Greensboro', 'Lindley Park', '27403', 36.063, -79.828, ['Walker Ave', 'Woodlawn Ave', 'Elam Ave', 'Wright Ave']),
    n('Winston Salem', 'West End', '27101', 36.096, -80.258, ['W 4th St', 'Glade St', 'Manly St', 'Summit St', 'Jersey Ave']),
    n('Winston Salem', 'Ardmore', '27103', 36.083, -80.272, ['Irving St', 'Academy St', 'Hawthorne Rd', 'Queen St', 'Elizabeth Ave']),
    n('Winston Salem', 'Washington Park', '27127', 36.076, -80.247, ['Cascade Ave', 'Broad St', 'Doune St', 'Banner Ave']),
  ] },
  { slug: 'tx/austin', state: 'TX', baseRent: [825, 1250], neighborhoods: [
    n('Austin', 'Hyde Park', '78751', 30.305, -97.729, ['Avenue B', 'Avenue F', 'Duval St', 'Speedway', 'E 43rd St']),
    n('Austin', 'Holly', '78702', 30.253, -97.725, ['E Cesar Chavez St', 'Holly St', 'Canterbury St', 'Comal St']),
    n('Austin', 'Travis Heights', '78704', 30.247, -97.745, ['Travis Heights Blvd', 'Alameda Dr', 'Kenwood Ave', 'E Live Oak St']),
    n('Austin', 'Bouldin Creek', '78704', 30.253, -97.756, ['S 1st St', 'Annie St', 'Mary St', 'W Johanna St', 'Bouldin Ave']),
    n('Austin', 'Cherrywood', '78722', 30.288, -97.712, ['Cherrywood Rd', 'French Pl', 'Lafayette Ave', 'Manor Rd']),
    n('Austin', 'North Loop', '78751', 30.317, -97.718, ['North Loop Blvd', 'Avenue G', 'E 51st St', 'Evans Ave']),
  ] },
  { slug: 'tx/san-antonio', state: 'TX', baseRent: [575, 850], neighborhoods: [
    n('San Antonio', 'King William', '78204', 29.413, -98.496, ['King William St', 'Washington St', 'Madison St', 'Guenther St', 'S Alamo St']),
    n('San Antonio', 'Tobin Hill', '78212', 29.446, -98.492, ['E Park Ave', 'E Euclid Ave', 'E Myrtle St', 'N Main Ave', 'E Evergreen St']),
    n('San Antonio', 'Monte Vista', '78212', 29.455, -98.5, ['W Magnolia Ave', 'W Mulberry Ave', 'W Kings Hwy', 'Belknap Pl', 'W Summit Ave']),
    n('San Antonio', 'Dignowity Hill', '78202', 29.423, -98.473, ['N Pine St', 'Burnet St', 'Nolan St', 'Lamar St', 'Dawson St']),
    n('San Antonio', 'Beacon Hill', '78201', 29.45, -98.518, ['W Woodlawn Ave', 'Michigan Ave', 'Cincinnati Ave', 'Fredericksburg Rd']),
    n('San Antonio', 'Lavaca', '78210', 29.414, -98.485, ['S Presa St', 'Refugio St', 'Leigh St', 'Vance St']),
  ] },
  { slug: 'dallas-fort-worth', state: 'TX', baseRent: [675, 1025], neighborhoods: [
    n('Dallas', 'Bishop Arts', '75208', 32.748, -96.828, ['N Bishop Ave', 'W Davis St', 'N Madison Ave', 'W 7th St', 'N Tyler St']),
    n('Dallas', 'Lower Greenville', '75206', 32.814, -96.77, ['Greenville Ave', 'Llano Ave', 'Morningside Ave', 'Richmond Ave', 'Belmont Ave']),
    n('Dallas', 'Lakewood', '75214', 32.815, -96.745, ['Abrams Rd', 'La Vista Dr', 'Lakewood Blvd', 'Gaston Ave', 'Tokalon Dr']),
    n('Dallas', 'Oak Lawn', '75219', 32.81, -96.81, ['Cedar Springs Rd', 'Lemmon Ave', 'Reagan St', 'Throckmorton St']),
    n('Fort Worth', 'Fairmount', '76104', 32.724, -97.334, ['Fairmount Ave', 'Hemphill St', 'Lipscomb St', 'College Ave', 'Magnolia Ave']),
    n('Fort Worth', 'Arlington Heights', '76107', 32.74, -97.387, ['Camp Bowie Blvd', 'Crestline Rd', 'Clover Ln', 'Tremont Ave', 'Dexter Ave']),
    n('Fort Worth', 'Berkeley', '76109', 32.71, -97.362, ['W Berry St', 'Cockrell Ave', 'Lubbock Ave', 'Wabash Ave', 'Greene Ave']),
  ] },
];
